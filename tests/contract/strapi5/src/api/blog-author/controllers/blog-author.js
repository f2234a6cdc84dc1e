'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::blog-author.blog-author');
