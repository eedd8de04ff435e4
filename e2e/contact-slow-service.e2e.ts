import { contactForm, fillContactForm, texts, visitor, waitForIsland } from './support/contact-form';
import { setUpEndpointSite } from './support/endpoint-site';

/**
 * A slow service must not receive an order several times. One answering after 25 s
 * receives one copy and the visitor sees the success; one that never answers receives at most two
 * and the visitor sees the failure, with everything kept, within 40 s. (The two slowest tests of
 * the suite: they wait for real.)
 */
const endpointSite = setUpEndpointSite();

async function openForm(route: string) {
  const page = await endpointSite.browser.context.newPage();
  await page.goto(endpointSite.url + route);
  await waitForIsland(page);
  await fillContactForm(page);
  return page;
}

it('a service that answers after 25 s gets exactly one copy, and the visitor sees the success', async () => {
  endpointSite.endpoint.answerWith({ status: 200, afterMs: 25_000 });
  const page = await openForm('/contatti-supporto');
  await contactForm(page).submit.click();
  expect(await contactForm(page).submit.textContent()).toBe(texts.submitting);
  await page.getByRole('status').filter({ hasText: texts.sent }).waitFor({ timeout: 40_000 });
  await page.waitForTimeout(1000);
  expect(endpointSite.endpoint.received).toHaveLength(1);
  await page.close();
}, 90_000);

it('a service that never answers gets at most two copies, and the visitor sees the failure with everything kept within 40 s', async () => {
  endpointSite.endpoint.answerWith('hang');
  const page = await openForm('/come-ordinare');
  const form = contactForm(page);
  await form.submit.click();
  await form.failure.waitFor({ timeout: 40_000 });
  expect(await form.failure.textContent()).toContain(texts.failureTitle);
  expect(endpointSite.endpoint.received.length).toBeGreaterThanOrEqual(1);
  expect(endpointSite.endpoint.received.length).toBeLessThanOrEqual(2);
  expect(await form.name.inputValue()).toBe(visitor.name);
  expect(await form.message.inputValue()).toBe(visitor.message);
  expect(await form.submit.isEnabled()).toBe(true);
  expect(page.url()).toBe(`${endpointSite.url}/come-ordinare`);
  await page.close();
}, 90_000);
