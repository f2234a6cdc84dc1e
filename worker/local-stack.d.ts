/**
 * True in the local stack's build (wrangler dev, the tests, the bench), false in staging's and
 * production's (wrangler.toml [define]): code behind it is left out of the deployed bundle, where
 * the start check would refuse it anyway (docs/decisions/101).
 */
declare const __LOCAL_STACK__: boolean;
