'use strict';

module.exports = require('@strapi/strapi').factories.createCoreRouter('api::news-article.news-article');
