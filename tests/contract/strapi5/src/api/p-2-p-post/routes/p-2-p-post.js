'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::p-2-p-post.p-2-p-post');
