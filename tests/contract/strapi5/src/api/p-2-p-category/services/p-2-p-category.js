'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::p-2-p-category.p-2-p-category');
