import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createStaff, registerCompany } from '../../../test/helpers/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { events, jobs, mediaFiles } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-runner.ts';
import { ABANDONED_AFTER_SECONDS, ensureMediaCleanupTick, MEDIA_CLEANUP_JOB } from './media-cleanup.job.ts';

interface Presigned {
  id: string;
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  expires_at: string;
}
interface MediaBody {
  id: string;
  status: string;
  url: string | null;
  width: number | null;
  height: number | null;
  size_bytes: number | null;
  original_name: string | null;
  thumbnails: { size: string; url: string; width: number; height: number }[];
}

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'comptoir-media-'));
  t = await createTestApp({ config: { dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const admin = (url: string) => `/api/v1/admin${url}`;
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#c05020' } })
    .png()
    .toBuffer();
});
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function presign(account: Account, body: Record<string, unknown>) {
  return call(t.app, 'POST', '/api/v1/upload/presign', {
    token: account.token,
    body: { model: 'products', collection: 'images', content_type: 'image/png', ext: 'png', ...body },
  });
}

async function presigned(account: Account, body: Record<string, unknown> = {}): Promise<Presigned> {
  const response = await presign(account, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Presigned }>().data;
}

function put(target: Presigned, bytes: Buffer, contentType = target.headers['Content-Type']!) {
  return t.app.inject({
    method: 'PUT',
    url: target.url,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

const getMedia = (account: Account, id: string) =>
  call(t.app, 'GET', admin(`/media-files/${id}`), { token: account.token });

describe('upload: presign → PUT → served back', () => {
  it('stores the bytes, serves them back identical through the signed URL, and makes 200/800 px WebP thumbnails in a job', async () => {
    const owner = await registerCompany(t.app);
    const target = await presigned(owner, { original_name: 'Savon.png' });
    expect(target.method).toBe('PUT');
    expect(target.headers['Content-Type']).toBe('image/png');
    expect(target.key).toBe(`companies/${owner.companyId}/images/${target.id}.png`);
    expect(Date.parse(target.expires_at)).toBeGreaterThan(Date.now());
    expect((await getMedia(owner, target.id)).json<{ data: MediaBody }>().data.status).toBe('pending');

    const uploaded = await put(target, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [job] = await t.ctx.db.select().from(jobs).where(eq(jobs.type, 'media.thumbnails'));
    expect(job?.status).toBe('queued');
    expect(JSON.parse(job!.payload)).toEqual({ media_id: target.id });

    await t.ctx.jobs.drain();
    const media = (await getMedia(owner, target.id)).json<{ data: MediaBody }>().data;
    expect(media).toMatchObject({ status: 'ready', width: 1200, height: 600, size_bytes: png.length });
    const served = await t.app.inject({ method: 'GET', url: media.url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);

    expect(media.thumbnails.map((th) => [th.size, th.width, th.height])).toEqual([
      ['200', 200, 100],
      ['800', 800, 400],
    ]);
    const thumb = await t.app.inject({ method: 'GET', url: media.thumbnails[0]!.url });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);

    const [created] = await t.ctx.db
      .select()
      .from(events)
      .where(and(eq(events.subject_id, target.id), eq(events.type, 'media_file.created')));
    expect(created).toBeDefined();
  });

  it('accepts a PDF receipt and makes it ready without thumbnails', async () => {
    const owner = await registerCompany(t.app);
    const target = await presigned(owner, {
      collection: 'receipts',
      content_type: 'application/pdf',
      ext: 'pdf',
    });
    expect((await put(target, pdf)).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const media = (await getMedia(owner, target.id)).json<{ data: MediaBody }>().data;
    expect(media).toMatchObject({ status: 'ready', thumbnails: [] });
  });
});

describe('upload: refusals', () => {
  it('refuses PDF bytes sent as a .png (415), drops them and marks the file rejected', async () => {
    const owner = await registerCompany(t.app);
    const target = await presigned(owner);
    const response = await put(target, pdf);
    expect(response.statusCode).toBe(415);
    const [row] = await t.ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, target.id));
    expect(row?.status).toBe('rejected');
    expect(await t.ctx.storage.read(target.key)).toBeNull();
    // The link is spent: the same PUT again is refused.
    expect((await put(target, png)).statusCode).toBe(403);
  });

  it('refuses a body past the collection limit with 413 and writes nothing', async () => {
    const owner = await registerCompany(t.app);
    const target = await presigned(owner, { collection: 'logo' });
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await put(target, big);
    expect(response.statusCode).toBe(413);
    expect(await t.ctx.storage.read(target.key)).toBeNull();
    const [row] = await t.ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, target.id));
    expect(row?.status).toBe('rejected');
  });

  it('refuses at presign a type the collection does not take, a mismatched extension, an SVG and a declared oversize', async () => {
    const owner = await registerCompany(t.app);
    expect((await presign(owner, { content_type: 'application/pdf', ext: 'pdf' })).statusCode).toBe(415);
    expect((await presign(owner, { content_type: 'image/svg+xml', ext: 'svg' })).statusCode).toBe(415);
    const ext = await presign(owner, { ext: 'exe' });
    expect(ext.statusCode).toBe(422);
    expect(ext.json<{ errors: Record<string, string[]> }>().errors.ext).toBeDefined();
    expect((await presign(owner, { collection: 'secrets' })).statusCode).toBe(422);
    expect((await presign(owner, { size_bytes: 11 * 1024 * 1024 })).statusCode).toBe(413);
  });

  it('answers 403 to a forged or expired signature and to a GET link used for PUT', async () => {
    const owner = await registerCompany(t.app);
    const target = await presigned(owner);
    const forged = new URL(target.url, 'http://x');
    forged.searchParams.set('signature', `${forged.searchParams.get('signature')!.slice(0, -2)}AA`);
    expect((await put({ ...target, url: `${forged.pathname}${forged.search}` }, png)).statusCode).toBe(403);
    const expired = new URL(target.url, 'http://x');
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    expect((await put({ ...target, url: `${expired.pathname}${expired.search}` }, png)).statusCode).toBe(403);
    const otherKey = new URL(target.url, 'http://x');
    otherKey.searchParams.set('key', `companies/${owner.companyId}/images/other.png`);
    expect((await put({ ...target, url: `${otherKey.pathname}${otherKey.search}` }, png)).statusCode).toBe(
      403,
    );
    const get = await t.ctx.storage.presignGet(target.key, 60);
    expect((await put({ ...target, url: get }, png)).statusCode).toBe(403);
    expect((await put(target, png)).statusCode).toBe(200);
  });
});

describe('media library', () => {
  it('lists with search and filters, renames, soft-deletes; another company gets 404', async () => {
    const owner = await registerCompany(t.app);
    const a = await presigned(owner, { original_name: 'Savon noir.png' });
    await put(a, png);
    const b = await presigned(owner, {
      original_name: 'Facture mars.pdf',
      collection: 'receipts',
      content_type: 'application/pdf',
      ext: 'pdf',
      model: 'expenses',
    });
    await put(b, pdf);
    await t.ctx.jobs.drain();

    const list = (query: Record<string, string>) =>
      call(t.app, 'GET', admin('/media-files'), { token: owner.token, query }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return r.json<{ data: MediaBody[] }>().data.map((m) => m.original_name);
      });
    expect(await list({})).toEqual(['Facture mars.pdf', 'Savon noir.png']);
    expect(await list({ search: 'savon' })).toEqual(['Savon noir.png']);
    expect(await list({ 'filter[content_type]': 'application/pdf' })).toEqual(['Facture mars.pdf']);
    expect(await list({ 'filter[model]': 'products', 'filter[collection]': 'images' })).toEqual([
      'Savon noir.png',
    ]);
    expect(
      (
        await call(t.app, 'GET', admin('/media-files'), {
          token: owner.token,
          query: { 'filter[nope]': 'x' },
        })
      ).statusCode,
    ).toBe(400);

    const renamed = await call(t.app, 'PATCH', admin(`/media-files/${a.id}`), {
      token: owner.token,
      body: { original_name: 'Savon.png' },
    });
    expect(renamed.json<{ data: MediaBody }>().data.original_name).toBe('Savon.png');

    const stranger = await registerCompany(t.app);
    expect((await getMedia(stranger, a.id)).statusCode).toBe(404);
    expect(
      (await call(t.app, 'DELETE', admin(`/media-files/${a.id}`), { token: stranger.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', admin(`/media-files/${a.id}/complete`), { token: stranger.token }))
        .statusCode,
    ).toBe(404);
    expect(await list({ 'filter[collection]': 'foo' })).toEqual([]);
    expect(
      (await call(t.app, 'GET', admin('/media-files'), { token: stranger.token })).json<{ data: [] }>().data,
    ).toEqual([]);

    expect(
      (await call(t.app, 'DELETE', admin(`/media-files/${a.id}`), { token: owner.token })).statusCode,
    ).toBe(204);
    expect((await getMedia(owner, a.id)).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, a.id));
    expect(row?.deleted_at).not.toBeNull();
  });

  it('lets an employee upload product images (products.create) but not company files, nor delete from the library', async () => {
    const owner = await registerCompany(t.app);
    const employee = await createStaff(t.app, owner, 'employee');
    const courier = await createStaff(t.app, owner, 'courrier');
    expect((await presign(employee, {})).statusCode).toBe(200);
    expect((await presign(employee, { model: 'company', collection: 'logo' })).statusCode).toBe(403);
    expect((await presign(courier, {})).statusCode).toBe(403);
    const target = await presigned(owner);
    const del = await call(t.app, 'DELETE', admin(`/media-files/${target.id}`), { token: employee.token });
    expect(del.statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/v1/upload/presign', { body: {} })).statusCode).toBe(401);
  });

  it('complete re-checks what is in storage (the S3 path) and is a no-op once uploaded', async () => {
    const owner = await registerCompany(t.app);
    const target = await presigned(owner);
    const missing = await call(t.app, 'POST', admin(`/media-files/${target.id}/complete`), {
      token: owner.token,
    });
    expect(missing.statusCode).toBe(422);
    await t.ctx.storage.write(target.key, png, 'image/png');
    const done = await call(t.app, 'POST', admin(`/media-files/${target.id}/complete`), {
      token: owner.token,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<{ data: MediaBody }>().data.status).toBe('uploaded');
    const again = await call(t.app, 'POST', admin(`/media-files/${target.id}/complete`), {
      token: owner.token,
    });
    expect(again.json<{ data: MediaBody }>().data.status).toBe('uploaded');
  });
});

describe('upload: the PUT the product editor sends', () => {
  const editorImages = async () => {
    const base = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#c2410c' } });
    return {
      png: await base().png().toBuffer(),
      jpg: await base().jpeg().toBuffer(),
      webp: await base().webp().toBuffer(),
    };
  };

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('stores a .%s image PUT to the presigned local URL as %s', async (ext, type) => {
    const employee = await createStaff(t.app, await registerCompany(t.app), 'employee');
    const bytes = (await editorImages())[ext];
    const target = await presigned(employee, { content_type: type, ext, original_name: `pagne.${ext}` });
    expect(target.url).toMatch(/^\/api\/v1\/storage\/local\?/);
    // What the browser sends: the file's type (XMLHttpRequest adds no charset to a Blob body).
    const response = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: { 'content-type': type, 'content-length': String(bytes.length), origin: 'http://127.0.0.1' },
      payload: bytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { id: target.id, status: 'uploaded' } });
    expect(Buffer.compare((await t.ctx.storage.read(target.key))!, bytes)).toBe(0);
  });

  it('takes the type set twice (XMLHttpRequest joins it: "image/png, image/png") or with a parameter, not two different types', async () => {
    const owner = await registerCompany(t.app);
    const png16 = (await editorImages()).png;
    for (const contentType of ['image/png, image/png', 'image/png; charset=binary', 'IMAGE/PNG']) {
      const response = await put(await presigned(owner), png16, contentType);
      expect(response.statusCode, `${contentType}: ${response.body}`).toBe(200);
    }
    const mixed = await put(await presigned(owner), png16, 'image/png, image/jpeg');
    expect(mixed.statusCode).toBe(415);
    expect(mixed.json()).toMatchObject({ errors: { file: ['This file type is not accepted here.'] } });
  });
});

describe('stale uploads: the hourly round', () => {
  const ageBy = (id: string, seconds: number) =>
    t.ctx.db
      .update(mediaFiles)
      .set({
        created_at: sql`now() - make_interval(secs => ${seconds})`,
        updated_at: sql`now() - make_interval(secs => ${seconds})`,
      })
      .where(eq(mediaFiles.id, id));
  const rowOf = async (id: string) =>
    (await t.ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0]!;
  const listed = async (account: Account) =>
    (await call(t.app, 'GET', admin('/media-files?per_page=100'), { token: account.token }))
      .json<{ data: MediaBody[] }>()
      .data.map((row) => row.id);

  it('retires old pending uploads with their bytes and old refused files; young uploads and finished files stay', async () => {
    const owner = await registerCompany(t.app);
    const abandoned = await presigned(owner);
    // As on S3: bytes arrived but nobody asked us to check them.
    await t.ctx.storage.write(abandoned.key, png, 'image/png');
    const refused = await presigned(owner);
    expect((await put(refused, pdf)).statusCode).toBe(415);
    const finished = await presigned(owner);
    expect((await put(finished, png)).statusCode).toBe(200);
    const young = await presigned(owner);
    for (const id of [abandoned.id, refused.id, finished.id]) await ageBy(id, ABANDONED_AFTER_SECONDS + 60);
    await ageBy(young.id, ABANDONED_AFTER_SECONDS - 600);

    await enqueueJob(t.ctx.db, { type: MEDIA_CLEANUP_JOB });
    await t.ctx.jobs.drain();

    expect(await rowOf(abandoned.id)).toMatchObject({ status: 'rejected', deleted_at: expect.any(Date) });
    expect(await t.ctx.storage.read(abandoned.key)).toBeNull();
    expect((await rowOf(refused.id)).deleted_at).toBeInstanceOf(Date);
    expect(await rowOf(young.id)).toMatchObject({ status: 'pending', deleted_at: null });
    expect((await rowOf(finished.id)).deleted_at).toBeNull();
    expect(await t.ctx.storage.read(finished.key)).not.toBeNull();
    const ids = await listed(owner);
    expect(ids).toEqual(expect.arrayContaining([finished.id, young.id]));
    expect(ids).not.toContain(abandoned.id);
    expect(ids).not.toContain(refused.id);
    // The young upload can still finish.
    expect((await put(young, png)).statusCode).toBe(200);
  });

  it('keeps one tick queued however often it is ensured, and the tick queues the next one', async () => {
    await ensureMediaCleanupTick(t.ctx);
    await ensureMediaCleanupTick(t.ctx);
    const ticks = () =>
      t.ctx.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.type, MEDIA_CLEANUP_JOB), eq(jobs.status, 'queued')));
    expect(await ticks()).toHaveLength(1);
    await t.ctx.jobs.drain();
    const [next] = await ticks();
    expect(JSON.parse(next!.payload)).toEqual({ tick: true });
    expect(next!.run_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});
