'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::p-2-p-post.p-2-p-post');
