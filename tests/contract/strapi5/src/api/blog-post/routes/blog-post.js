'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::blog-post.blog-post');
