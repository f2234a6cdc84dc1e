'use strict';

module.exports = require('@strapi/strapi').factories.createCoreController('api::news-article.news-article');
