'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::blog-category.blog-category');
