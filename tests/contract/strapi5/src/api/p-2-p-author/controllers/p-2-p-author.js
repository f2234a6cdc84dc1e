'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::p-2-p-author.p-2-p-author');
