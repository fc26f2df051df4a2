import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxe } from './helpers/axe.ts';
import type { RunningServer } from './helpers/server.ts';
import { openSignedInPage, type SignedInPage } from './helpers/signed-in-page.ts';

let session: SignedInPage;
let server: RunningServer;
let page: Page;
const BARCODE = '6001234567890';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 780 };

/** What a money amount looks like in English for FCFA (narrow no-break spaces aside). */
const text = (locator: ReturnType<Page['getByTestId']>) =>
  locator.textContent().then((value) => (value ?? '').replace(/[\s\u202f\u00a0]/g, ' '));

beforeAll(async () => {
  session = await openSignedInPage({
    owner: { name: 'Aïcha Bello', company: 'Chez Aïcha', emailPrefix: 'pos' },
    viewport: DESKTOP,
  });
  ({ server, page } = session);

  const warehouses = await session.api<{ data: { id: string }[] }>('GET', 'warehouses');
  const created = await session.api('POST', 'products', {
    title: 'Poulet DG',
    variants: [{ sku: 'PDG-1', barcode: BARCODE, price: 4_500 }],
    initial_stock: [{ variant_index: 0, warehouse_id: warehouses.body.data[0]!.id, quantity: 10 }],
  });
  expect(created.status).toBe(201);
  const orangeMoney = await session.api('POST', 'payment-methods', {
    name: 'Orange Money',
    kind: 'mobile_money_operator',
  });
  expect(orangeMoney.status).toBe(201);
});

afterAll(async () => {
  await session?.close();
});

describe('the point of sale in a real browser', () => {
  it('sells two by search and scan, split across Orange Money and cash with change, and shows the receipt', async () => {
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'Point of sale' }).waitFor();
    await page.getByRole('heading', { name: 'The basket is empty' }).waitFor();
    await expectNoSeriousAxe(page, 'empty point of sale');

    await page.getByLabel('Search products').fill('Poulet');
    await page.getByRole('button', { name: /^Add Poulet DG/ }).click();
    const scan = page.getByRole('textbox', { name: 'Scan or type a barcode' });
    await scan.fill(BARCODE);
    await scan.press('Enter');
    await page.getByRole('heading', { name: 'Basket (2)' }).waitFor();
    expect(await text(page.getByTestId('basket-total'))).toContain('9,000');
    await expectNoSeriousAxe(page, 'point of sale with a basket');

    await page.getByRole('button', { name: /^Charge/ }).click();
    const dialog = page.getByRole('dialog');
    // Split: 5,000 by Orange Money, and a 5,000 note for the rest — 1,000 change from the cash.
    await dialog.getByLabel('Orange Money', { exact: true }).fill('5000');
    await dialog.getByLabel('Cash', { exact: true }).fill('5000');
    expect(await text(dialog.getByTestId('change-due'))).toContain('1,000');
    await expectNoSeriousAxe(page, 'payment dialog');
    await dialog.getByRole('button', { name: 'Complete the sale' }).click();

    await page.waitForURL(/\/orders\/[^/]+\/receipt$/);
    expect(await text(page.getByTestId('receipt-total'))).toContain('9,000');
    // how it was paid: each method with its amount, then the change given from the cash
    const paidWith = page.getByRole('region', { name: 'Paid with' });
    const paidText = await text(paidWith);
    expect(paidText).toMatch(/Orange MoneyFCFA\s5,000/);
    expect(paidText).toMatch(/CashFCFA\s5,000/); // the note handed over, kept with the payment
    expect(paidText).toMatch(/Change givenFCFA\s1,000$/);
    const whatsapp = page.getByRole('link', { name: 'Send on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=Chez%20A/);
    await expectNoSeriousAxe(page, 'receipt');

    // On a 58 mm roll: a 48 mm ticket, on one page 58 mm wide and as long as the ticket.
    await page.getByLabel('Receipt paper').selectOption('58mm');
    const styles = await page.locator('style').evaluateAll((all) => all.map((style) => style.textContent));
    expect(styles.join('\n')).toContain('size: 58mm ');
    await page.emulateMedia({ media: 'print' });
    const ticket = await page.getByRole('article').boundingBox();
    await page.emulateMedia({ media: null });
    expect(ticket!.width).toBeCloseTo((48 * 96) / 25.4, 0);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const pages = [...pdf.matchAll(/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/g)].map((box) =>
      box.slice(1).map((pt) => (Number(pt) * 25.4) / 72),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]![0]).toBeCloseTo(58, 0);
    expect(pages[0]![1]).toBeGreaterThan(60);
    expect(pages[0]![1]).toBeLessThan(200);

    const orders = await session.api<{
      data: { payment_status: string; paid_total: number; channel: string }[];
    }>('GET', 'orders');
    expect(orders.body.data).toEqual([
      expect.objectContaining({ payment_status: 'paid', paid_total: 9_000, channel: 'pos' }),
    ]);
    const paid = await session.api<{ data: { amount: number; payment_method: { name: string } }[] }>(
      'GET',
      'payments?sort=amount',
    );
    expect(paid.body.data.map((p) => [p.payment_method.name, p.amount])).toEqual([
      ['Cash', 4_000],
      ['Orange Money', 5_000],
    ]);
    const variants = await session.api<{ data: { quantity: number }[] }>(
      'GET',
      'product-variants?search=PDG-1',
    );
    expect(variants.body.data[0]!.quantity).toBe(8);
  });

  it('sells on credit when the customer pays part now, and the order says what is owed', async () => {
    await page.getByRole('link', { name: 'New sale' }).click();
    await page.waitForURL('**/pos');
    await page.getByLabel('Search products').fill('Poulet');
    await page.getByRole('button', { name: /^Add Poulet DG/ }).click();
    await page.getByRole('button', { name: 'One more Poulet DG' }).click();
    // A new customer, created from the WhatsApp number typed at the counter.
    await page.getByLabel('Customer (optional)').fill('+237 699 88 77 66');
    await page.getByRole('button', { name: 'New customer: “+237 699 88 77 66”' }).click();
    await page.getByText('+237 699 88 77 66').waitFor();
    await page.getByRole('button', { name: /^Charge/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cash', { exact: true }).fill('5000');
    await dialog.getByRole('button', { name: /^Sell with .* still to pay$/ }).click();
    await page.waitForURL(/\/receipt$/);
    await page.getByText('Still to pay').first().waitFor();

    await page.goto(`${server.url}/orders`);
    const row = page.getByRole('row', { name: /#0002.*New customer/ });
    await row.getByText('Partly paid').waitFor();
    await row.getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Order #0002' }).waitFor();
    expect(await text(page.getByTestId('balance-due'))).toContain('4,000');
    await page.getByText('Payment of').first().waitFor();
    await expectNoSeriousAxe(page, 'order detail');

    // An admin records the rest later.
    await page.getByRole('button', { name: 'Record a payment' }).click();
    await page.getByText('Payment recorded.').waitFor();
    await expect.poll(() => text(page.getByTestId('balance-due'))).toContain('0');
  });

  it('turns a quotation into an order, then issues its invoice and opens the PDF', async () => {
    const quotation = await session.api<{ data: { id: string; reference: string } }>('POST', 'orders', {
      status: 'quotation',
      lines: [{ title: 'Traiteur mariage (100 couverts)', price: 350_000, quantity: 1 }],
    });
    expect(quotation.status).toBe(201);
    await page.goto(`${server.url}/orders/${quotation.body.data.id}`);
    await page.getByRole('heading', { name: `Order ${quotation.body.data.reference}` }).waitFor();
    await page.getByText('Quotation', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Confirm the order' }).click();
    await page.getByText('The order is now Confirmed.').waitFor();

    await page.getByRole('button', { name: 'Issue the invoice' }).click();
    const pdfLink = page.getByRole('link', { name: /^PDF of INV-\d{4}-0001$/ });
    await pdfLink.waitFor();
    await expectNoSeriousAxe(page, 'order with its invoice');
    // The link is absolute on PUBLIC_URL (here http://localhost:PORT); fetch its path from the server itself,
    // since "localhost" may resolve to ::1 where the test server does not listen.
    const response = await fetch(`${server.url}${new URL((await pdfLink.getAttribute('href'))!).pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/pdf');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('takes an order to deliver, to be paid at the door, and saves a quotation', async () => {
    await page.goto(`${server.url}/pos`);
    await page.getByLabel('Search products').fill('Poulet');
    await page.getByRole('button', { name: /^Add Poulet DG/ }).click();
    await page.getByLabel('Deliver to the customer').check();
    await page.getByLabel('Street or landmark').fill('Carrefour Ndokoti');
    await page.getByLabel('City').fill('Douala');
    await page.getByRole('button', { name: /^Charge/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cash', { exact: true }).fill('');
    await dialog.getByRole('button', { name: /^Sell with .* still to pay$/ }).click();
    await page.waitForURL(/\/receipt$/);
    const deliveries = await session.api<{ data: { status: string; address: { line1: string } }[] }>(
      'GET',
      'deliveries',
    );
    expect(deliveries.body.data).toEqual([
      expect.objectContaining({
        status: 'pending',
        address: expect.objectContaining({ line1: 'Carrefour Ndokoti' }),
      }),
    ]);

    await page.goto(`${server.url}/pos`);
    await page.getByLabel('Search products').fill('Poulet');
    await page.getByRole('button', { name: /^Add Poulet DG/ }).click();
    await page.getByRole('button', { name: 'Save as a quotation' }).click();
    await page.getByRole('heading', { name: /^Order #\d{4}$/ }).waitFor();
    await page.getByText('Quotation', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Confirm the order' }).waitFor();
  });

  it('opens the cash drawer with a float, sells, closes it with the cash counted and shows the Z report', async () => {
    await page.goto(`${server.url}/pos`);
    await page.getByRole('button', { name: 'Open the drawer' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Opening float').fill('10000');
    await dialog.getByRole('button', { name: 'Open the drawer' }).click();
    await page.getByText(/^Drawer open since/).waitFor();

    await page.getByLabel('Search products').fill('Poulet');
    await page.getByRole('button', { name: /^Add Poulet DG/ }).click();
    await page.getByRole('button', { name: /^Charge/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Complete the sale' }).click();
    await page.waitForURL(/\/receipt$/);

    await page.goto(`${server.url}/pos`);
    await page.getByText(/Cash expected: FCFA.?14,500/).waitFor();
    await page.getByRole('button', { name: 'Close the drawer' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cash counted').fill('14000');
    expect(await text(dialog.getByTestId('drawer-difference'))).toMatch(/−FCFA.?500/);
    await dialog.getByRole('button', { name: 'Close the drawer' }).click();
    const report = page.getByTestId('z-report');
    await report.waitFor();
    expect(await text(report)).toContain('14,500');
    await expectNoSeriousAxe(page, 'Z report');
    await page.keyboard.press('Escape');
    await page.getByText('The cash drawer is closed.').waitFor();
  });

  it('takes one item back from the first sale: approved, back in stock, the order partly credited', async () => {
    const stockBefore = (
      await session.api<{ data: { quantity: number }[] }>('GET', 'product-variants?search=PDG-1')
    ).body.data[0]!.quantity;
    await page.goto(`${server.url}/orders?search=%230001`);
    await page.getByRole('row', { name: /#0001/ }).getByRole('button').first().click();
    await page.getByRole('heading', { name: 'Order #0001' }).waitFor();
    await page.getByRole('button', { name: 'Return items' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Poulet DG — how many come back (of 2)').fill('1');
    await dialog.getByLabel('Reason').fill('Mauvaise cuisson');
    await dialog.getByRole('button', { name: 'Ask for the return' }).click();
    await page.getByText(/RET-\d{4}-0001 · requested/).waitFor();
    await expectNoSeriousAxe(page, 'order with a return');
    await page.getByRole('button', { name: 'Approve…' }).click();
    const approval = page.getByRole('dialog', { name: /^Approve return RET-/ });
    expect(await approval.getByRole('radio', { name: /^Credit note/ }).isChecked()).toBe(true);
    await approval.getByRole('button', { name: 'Approve the return' }).click();
    await page.getByText(/RET-\d{4}-0001 · approved/).waitFor();

    const stockAfter = (
      await session.api<{ data: { quantity: number }[] }>('GET', 'product-variants?search=PDG-1')
    ).body.data[0]!.quantity;
    expect(stockAfter).toBe(stockBefore + 1);
    const orders = await session.api<{ data: { payment_status: string; credited_total: number }[] }>(
      'GET',
      'orders?search=%230001',
    );
    expect(orders.body.data[0]).toMatchObject({
      payment_status: 'partially_credited',
      credited_total: 4_500,
    });
    await page.getByText(/^Credit note CN-/).waitFor();
  });

  it('refunds a returned item of a paid order in cash: the order is partly credited and the refund is listed', async () => {
    const found = await session.api<{ data: { id: string; paid_total: number }[] }>(
      'GET',
      'orders?search=%230002',
    );
    const order = found.body.data[0]!;
    expect(order.paid_total).toBe(9_000);
    await page.goto(`${server.url}/orders/${order.id}`);
    await page.getByRole('heading', { name: 'Order #0002' }).waitFor();
    await page.getByRole('button', { name: 'Return items' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Poulet DG — how many come back (of 2)').fill('1');
    await dialog.getByRole('button', { name: 'Ask for the return' }).click();
    await page.getByText(/RET-\d{4}-0002 · requested/).waitFor();

    await page.getByRole('button', { name: 'Approve…' }).click();
    dialog = page.getByRole('dialog', { name: /^Approve return RET-\d{4}-0002$/ });
    await dialog.getByRole('radio', { name: /^Refund/ }).check();
    await dialog.getByLabel('Refund through').selectOption({ label: 'Cash' });
    await expectNoSeriousAxe(page, 'return approval with a refund');
    await dialog.getByRole('button', { name: 'Approve the return' }).click();
    await page.getByText(/RET-\d{4}-0002 · approved/).waitFor();

    await page.getByText('Partly credited').first().waitFor();
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByText('Refund · Cash').waitFor();
    expect((await text(payments.getByText(/^−/))).trim()).toMatch(/^−FCFA.?4,500$/);

    const refunds = await session.api<{
      data: { kind: string; amount: number; payment_method: { name: string } }[];
    }>('GET', `payments?filter[order_id]=${order.id}&filter[kind]=refund`);
    expect(refunds.body.data.map((p) => [p.kind, p.payment_method.name, p.amount])).toEqual([
      ['refund', 'Cash', 4_500],
    ]);
    const after = await session.api<{
      data: { payment_status: string; paid_total: number; credited_total: number };
    }>('GET', `orders/${order.id}`);
    expect(after.body.data).toMatchObject({
      payment_status: 'partially_credited',
      paid_total: 4_500,
      credited_total: 4_500,
    });
  });

  it('offers the best seller as a tile on a phone: one tap puts it in the basket', async () => {
    await page.setViewportSize(PHONE);
    try {
      await page.goto(`${server.url}/pos`);
      // Poulet DG sold in the tests above: it leads the shop's quick picks.
      const picks = page.getByRole('list', { name: 'Quick picks' });
      const tile = picks.getByRole('button').first();
      await tile.waitFor();
      expect(await tile.textContent()).toContain('Poulet DG');
      const box = await tile.boundingBox();
      expect(box!.y + box!.height, 'the first tile is in the first screen').toBeLessThanOrEqual(PHONE.height);
      await tile.click();
      await page.getByRole('heading', { name: 'Basket (1)' }).waitFor();
      expect(await text(page.getByTestId('basket-total'))).toContain('4,500');
      // a search takes the grid's place
      await page.getByLabel('Search products').fill('Poulet');
      await page.getByRole('list', { name: 'Quick picks' }).waitFor({ state: 'detached' });
      await expectNoSeriousAxe(page, 'point of sale with its quick picks on a phone');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('fits a phone: the charge button stays in reach above the bottom navigation', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/pos`);
    await page.getByLabel('Search products').fill('Poulet');
    await page.getByRole('button', { name: /^Add Poulet DG/ }).click();
    const charge = page.getByRole('button', { name: /^Charge/ });
    await charge.waitFor();
    const box = await charge.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    // Nothing covers it: the element at its centre is the button (or inside it).
    const onTop = await page.evaluate(
      ({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element?.closest('button')?.textContent ?? '';
      },
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(onTop).toMatch(/^Charge/);
    // the charge bar sits on the navigation: no strip of the page shows between them
    const nav = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
    const justAbove = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.fixed')?.textContent ?? '',
      { x: 8, y: nav!.y - 2 },
    );
    expect(justAbove).toMatch(/Charge/);
    await expectNoSeriousAxe(page, 'point of sale on a phone');
    await page.setViewportSize(DESKTOP);
  });

  it('holds a sale while the next customer is served, and resumes it after a reload', async () => {
    const warehouses = await session.api<{ data: { id: string }[] }>('GET', 'warehouses');
    const created = await session.api('POST', 'products', {
      title: 'Attiéké',
      variants: [{ sku: 'ATK-1', price: 1_000 }],
      initial_stock: [{ variant_index: 0, warehouse_id: warehouses.body.data[0]!.id, quantity: 10 }],
    });
    expect(created.status).toBe(201);
    const basketHeading = (count: number) => page.getByRole('heading', { name: `Basket (${count})` });
    const sell = async () => {
      await page.getByRole('button', { name: /^Charge/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Complete the sale' }).click();
      await page.waitForURL(/\/receipt$/);
    };

    // The counter as the last test left it, its basket emptied (a basket outlives a reload, per tab).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'The basket is empty' }).waitFor();
    await page.getByLabel('Search products').fill('Attiéké');
    await page.getByRole('button', { name: /^Add Attiéké/ }).click();
    await page.getByRole('button', { name: 'One more Attiéké' }).click();
    await basketHeading(2).waitFor();
    await page.getByRole('button', { name: 'Put on hold' }).click();
    await page.getByRole('heading', { name: 'The basket is empty' }).waitFor();

    // The next customer buys one and pays.
    await page.getByLabel('Search products').fill('Attiéké');
    await page.getByRole('button', { name: /^Add Attiéké/ }).click();
    await basketHeading(1).waitFor();
    await sell();

    // Back at the counter, after a reload: the first customer's basket is still on hold.
    await page.goto(`${server.url}/pos`);
    await page.reload();
    // At a desk the keys show on the buttons, and F9 lists the sales on hold.
    await page.getByRole('button', { name: 'On hold (1)' }).waitFor();
    expect(await page.locator('kbd', { hasText: 'F9' }).isVisible()).toBe(true);
    await page.keyboard.press('F9');
    const held = page.getByRole('dialog').getByRole('listitem', { name: 'Walk-in customer' });
    expect(await text(held)).toContain('Attiéké ×2');
    expect(await text(held)).toContain('2,000');
    await expectNoSeriousAxe(page, 'sales on hold');
    await held.getByRole('button', { name: 'Resume the sale of Walk-in customer' }).click();
    await basketHeading(2).waitFor();
    expect(await text(page.getByTestId('basket-total'))).toContain('2,000');
    await page.keyboard.press('F4');
    await page.getByRole('dialog').getByRole('button', { name: 'Complete the sale' }).click();
    await page.waitForURL(/\/receipt$/);

    await page.goto(`${server.url}/pos`);
    await page.getByRole('heading', { name: 'The basket is empty' }).waitFor();
    expect(await page.getByRole('button', { name: /^On hold/ }).count()).toBe(0);
    const orders = await session.api<{ data: { total: number; channel: string }[] }>(
      'GET',
      'orders?per_page=2',
    );
    expect(orders.body.data.map((order) => [order.channel, order.total])).toEqual([
      ['pos', 2_000],
      ['pos', 1_000],
    ]);
    const variants = await session.api<{ data: { quantity: number }[] }>(
      'GET',
      'product-variants?search=ATK-1',
    );
    expect(variants.body.data[0]!.quantity).toBe(7);
  });
});
