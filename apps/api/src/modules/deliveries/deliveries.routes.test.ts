import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradePlan } from '../../../test/cross/cross-helpers.ts';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { insertCustomer } from '../orders/orders.test-helpers.ts';

let t: TestApp;
let dataDir: string;
let admin: Account;
let courier: Account & { id: string };
let otherCourier: Account & { id: string };
beforeAll(async () => {
  // The handover photos are stored on disk: a directory of this file's own.
  dataDir = mkdtempSync(path.join(tmpdir(), 'comptoir-deliveries-'));
  t = await createTestApp({ config: { dataDir } });
  admin = await registerCompany(t.app, { currency: 'XAF' });
  await upgradePlan(t.ctx, admin.companyId);
  courier = await createStaff(t.app, admin, 'courrier');
  otherCourier = await createStaff(t.app, admin, 'courrier');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface DeliveryData {
  id: string;
  order_id: string;
  order_reference: string;
  status: string;
  courier_id: string | null;
  contact_phone: string | null;
  address: { line1: string; city: string } | null;
  cash_collected: number;
  balance_due: number;
  proof_media_id: string | null;
  proof_url: string | null;
  proof_thumbnail_url: string | null;
}
const api = (
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  account: Account = admin,
  lang = 'en',
) =>
  call(t.app, method, `/api/v1/admin/${path}`, {
    token: account.token,
    headers: { 'accept-language': lang },
    ...(body !== undefined ? { body } : {}),
  });

/** A confirmed order to deliver to Awa in Bonamoussadi: its delivery opens by itself. */
async function orderToDeliver(): Promise<DeliveryData> {
  const customer = await insertCustomer(t.ctx.db, admin.companyId, {
    name: 'Awa Ngono',
    phone: `2376${Date.now() % 100000000}`.slice(0, 12),
  });
  const order = await api('POST', 'orders', {
    delivery_mode: 'delivery',
    customer_id: customer,
    shipping_address: { line1: 'Rue des Palmiers', district: 'Bonamoussadi', city: 'Douala' },
    lines: [{ title: 'Panier de fruits', price: 7_500, quantity: 2 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  const id = order.json<{ data: { id: string } }>().data.id;
  const list = await api('GET', `deliveries?filter[order_id]=${id}`);
  return list.json<{ data: DeliveryData[] }>().data[0]!;
}

describe('a delivery from order to door', () => {
  it('opens with the order, then the courier takes it, delivers it and records the cash collected', async () => {
    const delivery = await orderToDeliver();
    expect(delivery).toMatchObject({
      status: 'pending',
      courier_id: null,
      address: { line1: 'Rue des Palmiers', city: 'Douala' },
      balance_due: 15_000,
    });
    expect(delivery.contact_phone).toMatch(/^2376/);

    const assigned = await api('PATCH', `deliveries/${delivery.id}`, {
      courier_id: courier.id,
      transport_mode: 'Courrier',
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    // The courier sees it in their list, the other courier does not.
    const mine = await api('GET', 'deliveries', undefined, courier);
    expect(mine.json<{ data: DeliveryData[] }>().data.map((d) => d.id)).toContain(delivery.id);
    const theirs = await api('GET', 'deliveries', undefined, otherCourier);
    expect(theirs.json<{ data: DeliveryData[] }>().data.map((d) => d.id)).not.toContain(delivery.id);
    expect((await api('GET', `deliveries/${delivery.id}`, undefined, otherCourier)).statusCode).toBe(404);

    const taken = await api(
      'POST',
      `deliveries/${delivery.id}/status`,
      { status: 'taken_in_charge' },
      courier,
    );
    expect(taken.json<{ data: DeliveryData }>().data.status).toBe('taken_in_charge');
    const done = await api(
      'POST',
      `deliveries/${delivery.id}/status`,
      {
        status: 'delivered',
        note: 'Remis à la gardienne',
        cash_collected: 15_000,
      },
      courier,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: DeliveryData }>().data).toMatchObject({
      status: 'delivered',
      cash_collected: 15_000,
      balance_due: 0,
    });

    const order = await api('GET', `orders/${delivery.order_id}?include=history`);
    expect(order.json<{ data: { delivery_status: string; payment_status: string } }>().data).toMatchObject({
      delivery_status: 'delivered',
      payment_status: 'paid',
    });
    const back = await api('POST', `deliveries/${delivery.id}/status`, { status: 'pending' }, courier, 'fr');
    expect(back.statusCode).toBe(409);
    expect(back.json<{ message: string }>().message).toContain('livrée');
  });

  it('a courier who could not deliver brings it back to pending; cancelling the order cancels the delivery', async () => {
    const delivery = await orderToDeliver();
    await api('POST', `deliveries/${delivery.id}/status`, { status: 'taken_in_charge' }, courier);
    // Taking it in charge gave it to the courier who did.
    expect(
      (await api('GET', `deliveries/${delivery.id}`, undefined, courier)).json<{ data: DeliveryData }>().data
        .courier_id,
    ).toBe(courier.id);
    const back = await api(
      'POST',
      `deliveries/${delivery.id}/status`,
      { status: 'pending', note: 'Client absent' },
      courier,
    );
    expect(back.json<{ data: DeliveryData }>().data.status).toBe('pending');

    await api('POST', `orders/${delivery.order_id}/status`, { status: 'cancelled' });
    expect((await api('GET', `deliveries/${delivery.id}`)).json<{ data: DeliveryData }>().data.status).toBe(
      'cancelled',
    );
  });

  it('refuses cash before delivery and more cash than is due', async () => {
    const delivery = await orderToDeliver();
    const early = await api('POST', `deliveries/${delivery.id}/status`, {
      status: 'taken_in_charge',
      cash_collected: 100,
    });
    expect(early.statusCode).toBe(422);
    const tooMuch = await api('POST', `deliveries/${delivery.id}/status`, {
      status: 'delivered',
      cash_collected: 20_000,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect((await api('GET', `deliveries/${delivery.id}`)).json<{ data: DeliveryData }>().data.status).toBe(
      'pending',
    );
  });
});

describe('opening by hand, permissions and scope', () => {
  it('opens a delivery for a pickup order once, making it a delivery order, and keeps couriers to their own deliveries', async () => {
    const order = await api('POST', 'orders', { lines: [{ title: 'Colis', price: 1_000, quantity: 1 }] });
    const id = order.json<{ data: { id: string } }>().data.id;
    const opened = await api('POST', 'deliveries', {
      order_id: id,
      courier_id: courier.id,
      transport_mode: 'Road',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await api('POST', 'deliveries', { order_id: id })).statusCode).toBe(409);
    // the order to collect is now one to deliver, waiting for its courier
    expect((await api('GET', `orders/${id}`)).json<{ data: object }>().data).toMatchObject({
      delivery_mode: 'delivery',
      delivery_status: 'pending',
    });

    const deliveryId = opened.json<{ data: DeliveryData }>().data.id;
    const handOver = await api('PATCH', `deliveries/${deliveryId}`, { courier_id: otherCourier.id }, courier);
    expect(handOver.statusCode).toBe(403);
    const employee = await createStaff(t.app, admin, 'employee');
    expect((await api('GET', 'deliveries', undefined, employee)).statusCode).toBe(403);

    const other = await registerCompany(t.app);
    expect((await api('GET', `deliveries/${deliveryId}`, undefined, other)).statusCode).toBe(404);
    expect(
      (await api('POST', `deliveries/${deliveryId}/status`, { status: 'cancelled' }, other)).statusCode,
    ).toBe(404);
    expect((await api('POST', 'deliveries', { order_id: id }, other)).statusCode).toBe(422);
  });
});

describe('a photo of the handover', () => {
  interface Presigned {
    id: string;
    url: string;
    headers: Record<string, string>;
  }
  const presign = (account: Account, model = 'deliveries') =>
    call(t.app, 'POST', '/api/v1/upload/presign', {
      token: account.token,
      body: {
        model,
        collection: 'images',
        content_type: 'image/jpeg',
        ext: 'jpg',
        original_name: 'porte.jpg',
      },
    });
  async function uploadPhoto(account: Account, send = true): Promise<string> {
    const answer = await presign(account);
    expect(answer.statusCode, answer.body).toBe(200);
    const target = answer.json<{ data: Presigned }>().data;
    if (send) {
      const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
        .jpeg()
        .toBuffer();
      const put = await t.app.inject({
        method: 'PUT',
        url: target.url,
        headers: { 'content-type': 'image/jpeg' },
        payload: bytes,
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    return target.id;
  }
  const deliver = (id: string, proof: string, lang = 'en') =>
    api('POST', `deliveries/${id}/status`, { status: 'delivered', proof_media_id: proof }, courier, lang);

  it('a courier uploads the photo and delivers with it; the delivery shows it', async () => {
    const delivery = await orderToDeliver();
    await api('POST', `deliveries/${delivery.id}/status`, { status: 'taken_in_charge' }, courier);
    const photo = await uploadPhoto(courier);

    const done = await deliver(delivery.id, photo);
    expect(done.statusCode, done.body).toBe(200);
    const data = done.json<{ data: DeliveryData }>().data;
    expect(data).toMatchObject({ status: 'delivered', proof_media_id: photo });
    const image = await t.app.inject({ method: 'GET', url: data.proof_thumbnail_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const listed = await api('GET', `deliveries?filter[order_id]=${delivery.order_id}`);
    expect(listed.json<{ data: DeliveryData[] }>().data[0]!.proof_url).toEqual(expect.any(String));
  });

  it('refuses a photo whose bytes never arrived, and one of another company', async () => {
    const delivery = await orderToDeliver();
    const notSent = await deliver(delivery.id, await uploadPhoto(courier, false), 'fr');
    expect(notSent.statusCode).toBe(422);
    expect(notSent.json<{ errors: Record<string, string[]> }>().errors.proof_media_id).toEqual([
      'Cette photo n’a pas été envoyée : reprenez-la.',
    ]);
    const other = await registerCompany(t.app);
    const theirs = await deliver(delivery.id, await uploadPhoto(other));
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json<{ errors: Record<string, string[]> }>().errors.proof_media_id).toEqual([
      'This photo does not exist.',
    ]);
    const unchanged = (await api('GET', `deliveries/${delivery.id}`)).json<{ data: DeliveryData }>().data;
    expect(unchanged).toMatchObject({ status: 'pending', proof_media_id: null, proof_url: null });
  });

  it('lets a courier upload for a delivery only, and an employee not at all', async () => {
    expect((await presign(courier, 'products')).statusCode).toBe(403);
    const employee = await createStaff(t.app, admin, 'employee');
    expect((await presign(employee)).statusCode).toBe(403);
  });
});
