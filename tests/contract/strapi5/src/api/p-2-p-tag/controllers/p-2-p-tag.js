'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::p-2-p-tag.p-2-p-tag');
