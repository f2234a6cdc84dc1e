'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::blog-post-featured.blog-post-featured');
