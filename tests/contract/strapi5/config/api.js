// Strapi's REST paging. maxLimit caps every page (a documented production setting); the
// contract runner lowers it below the blog's size for its capped instance.
module.exports = ({ env }) => ({
  rest: {
    defaultLimit: 25,
    maxLimit: env.int('API_MAX_LIMIT', 100),
    withCount: true,
  },
});
