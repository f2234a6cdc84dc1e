'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::blog-tag.blog-tag');
