import { TEST_PORTS } from '#tests/fixtures/ports.ts';
import { startFixtures } from '#tests/fixtures/serve.ts';

// The fixture CMS and store run in Node beside workerd; the worker under test reaches them
// over loopback exactly as the deployed worker reaches the real services.
export default async function setup() {
  const fixtures = await startFixtures({ cmsPort: TEST_PORTS.cms, storePort: TEST_PORTS.store });
  return () => fixtures.close();
}
