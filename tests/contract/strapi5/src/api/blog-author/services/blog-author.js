'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::blog-author.blog-author');
