export default { fetch() { return new Response('ok'); } };
