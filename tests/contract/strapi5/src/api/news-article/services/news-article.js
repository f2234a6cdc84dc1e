'use strict';

module.exports = require('@strapi/strapi').factories.createCoreService('api::news-article.news-article');
