'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::blog-post.blog-post');
