import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  APP_KEYS,
  appShortcutsSchema,
  appShortcutsUpdateSchema,
  companyLogoSetSchema,
  companySchema,
  companyUpdateSchema,
  companyVariablesAnswerSchema,
  companyVariablesPutSchema,
  companyVariablesSchema,
  companyVariablesUpdateSchema,
  companyWebsiteSchema,
  companyWebsiteUpdateSchema,
  companyWithSubscriptionSchema,
  ONBOARDING_STEPS,
  onboardingSchema,
  onboardingUpdateSchema,
  platformCompanySchema,
  subscriptionUpdateSchema,
} from './company.schema.ts';
import { currencyCodeSchema, timezoneSchema } from './fields.schema.ts';

/** Each refusal as "path reason": our own codes (`currency_invalid`) as written, zod's by its issue code. */
const refusals = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success
    ? []
    : result.error.issues.map(
        (issue) => `${issue.path.join('.')} ${/^[a-z_]+$/.test(issue.message) ? issue.message : issue.code}`,
      );

const variables = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  invoice_prefix: 'INV-',
  order_prefix: 'CMD-',
  quotation_prefix: 'DEV-',
  receipt_prefix: 'REC-',
  purchase_order_prefix: 'BC-',
  credit_note_prefix: 'AV-',
  invoice_due_days: null,
  week_starts_on: 1,
  allow_negative_stock: false,
  amount_in_words: false,
  ...overrides,
});

const website = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Boutique Awa',
  description: 'Pagnes et tissus wax.',
  domain: 'boutique-awa.example.com',
  logo_url: 'https://cdn.example.com/logo.png',
  primary_color: '#ed9221',
  whatsapp_phone: '237690000000',
  published: true,
  ...overrides,
});

const subscription = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  plan_lookup_key: 'free',
  lookup_key: 'free',
  status: 'active',
  plan_name: 'Free',
  limits: { shops: 1, users: 3, products: null, warehouses: 1 },
  features: ['pos'],
  current_period_end: null,
  ...overrides,
});

const company = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'company-id',
  name: 'Boutique Awa',
  company_code: 'AB12CD',
  email: null,
  phone: null,
  address: null,
  city: 'Douala',
  country: 'CM',
  tax_id: null,
  currency: 'XAF',
  timezone: 'Africa/Douala',
  locale: 'fr',
  created_at: '2026-01-05T08:00:00.000Z',
  updated_at: '2026-01-05T08:00:00.000Z',
  ...overrides,
});

/** The GET /company answer: the company, its subscription, its logo and whether its currency is locked. */
const companyAnswer = (overrides: Record<string, unknown> = {}) =>
  company({ subscription: subscription(), logo: null, currency_locked: false, ...overrides });

describe('timezoneSchema', () => {
  it('accepts an IANA time zone, trimmed', () => {
    expect(timezoneSchema.parse(' Africa/Douala ')).toBe('Africa/Douala');
    expect(timezoneSchema.parse('UTC')).toBe('UTC');
  });

  it('refuses an unknown time zone with timezone_invalid', () => {
    expect(refusals(timezoneSchema.safeParse('Mars/Olympus'))).toEqual([' timezone_invalid']);
  });

  it('refuses a blank value and one over 64 characters', () => {
    expect(refusals(timezoneSchema.safeParse(' '))).toContain(' too_small');
    expect(refusals(timezoneSchema.safeParse('A'.repeat(65)))).toContain(' too_big');
  });
});

describe('currencyCodeSchema', () => {
  it('trims and upper-cases a known currency code', () => {
    expect(currencyCodeSchema.parse(' xaf ')).toBe('XAF');
    expect(currencyCodeSchema.parse('usd')).toBe('USD');
  });

  it.each(['ZZZ', '', 'US', 'dollar'])('refuses %j with currency_invalid', (code) => {
    expect(refusals(currencyCodeSchema.safeParse(code))).toEqual([' currency_invalid']);
  });
});

describe('companyUpdateSchema', () => {
  it('accepts an empty update: every field is optional', () => {
    expect(companyUpdateSchema.parse({})).toEqual({});
  });

  it('parses a full update and normalises text, currency and time zone', () => {
    // Arrange
    const input = {
      name: ' Boutique Awa ',
      email: 'contact@example.com',
      phone: ' +237 690 00 00 00 ',
      address: ' Rue 1 ',
      city: ' Douala ',
      country: 'CM',
      tax_id: ' M0123 ',
      currency: 'eur',
      timezone: ' Europe/Paris ',
      locale: 'es',
    };

    // Act
    const result = companyUpdateSchema.parse(input);

    // Assert
    expect(result).toEqual({
      name: 'Boutique Awa',
      email: 'contact@example.com',
      phone: '+237 690 00 00 00',
      address: 'Rue 1',
      city: 'Douala',
      country: 'CM',
      tax_id: 'M0123',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      locale: 'es',
    });
  });

  it('clears the contact fields with null', () => {
    // Arrange
    const cleared = { email: null, phone: null, address: null, city: null, country: null, tax_id: null };

    // Act + Assert
    expect(companyUpdateSchema.parse(cleared)).toEqual(cleared);
  });

  it('names each refused field', () => {
    // Arrange
    const input = {
      name: ' ',
      email: 'nope',
      phone: '1'.repeat(33),
      address: 'a'.repeat(501),
      city: 'c'.repeat(121),
      country: 'CMR',
      tax_id: 't'.repeat(65),
      currency: 'ZZZ',
      timezone: 'Mars/Olympus',
      locale: 'de',
    };

    // Act
    const result = companyUpdateSchema.safeParse(input);

    // Assert
    expect(refusals(result)).toEqual([
      'name too_small',
      'email invalid_format',
      'phone too_big',
      'address too_big',
      'city too_big',
      'country country_invalid',
      'tax_id too_big',
      'currency currency_invalid',
      'timezone timezone_invalid',
      'locale invalid_value',
    ]);
  });
});

describe('companyVariablesSchema', () => {
  it('parses the document settings, trimming prefixes', () => {
    expect(companyVariablesSchema.parse(variables({ invoice_prefix: ' FA/2026 ' }))).toEqual(
      variables({ invoice_prefix: 'FA/2026' }),
    );
  });

  it.each(['', 'INV-', 'FA/2026', 'po_1', 'x'.repeat(12)])('accepts the prefix %j', (prefix) => {
    expect(companyVariablesSchema.safeParse(variables({ order_prefix: prefix })).success).toBe(true);
  });

  it.each(['INV 1', 'INV#', 'FACTURÉ', 'a.b'])('refuses the prefix %j with prefix_invalid', (prefix) => {
    expect(refusals(companyVariablesSchema.safeParse(variables({ receipt_prefix: prefix })))).toEqual([
      'receipt_prefix prefix_invalid',
    ]);
  });

  it('refuses a prefix over 12 characters', () => {
    expect(
      refusals(companyVariablesSchema.safeParse(variables({ quotation_prefix: 'x'.repeat(13) }))),
    ).toEqual(['quotation_prefix too_big']);
  });

  it('starts the week on Sunday (0) or Monday (1) only', () => {
    expect(companyVariablesSchema.parse(variables({ week_starts_on: 0 })).week_starts_on).toBe(0);
    expect(refusals(companyVariablesSchema.safeParse(variables({ week_starts_on: 6 })))).toEqual([
      'week_starts_on invalid_union',
    ]);
  });

  it('gives invoices 0 to 365 days to pay, or none (due on receipt)', () => {
    expect(companyVariablesSchema.parse(variables({ invoice_due_days: 30 })).invoice_due_days).toBe(30);
    expect(companyVariablesSchema.parse(variables({ invoice_due_days: 0 })).invoice_due_days).toBe(0);
    expect(companyVariablesSchema.parse(variables()).invoice_due_days).toBeNull();
    for (const days of [-1, 366, 7.5, '30']) {
      expect(
        companyVariablesSchema.safeParse(variables({ invoice_due_days: days })).success,
        String(days),
      ).toBe(false);
    }
  });

  it('numbers credit notes with their own prefix, checked like the others', () => {
    expect(refusals(companyVariablesSchema.safeParse(variables({ credit_note_prefix: 'AV 1' })))).toEqual([
      'credit_note_prefix prefix_invalid',
    ]);
  });

  it('requires every setting', () => {
    expect(
      refusals(companyVariablesSchema.safeParse(variables({ allow_negative_stock: undefined }))),
    ).toEqual(['allow_negative_stock invalid_type']);
  });
});

describe('companyVariablesUpdateSchema', () => {
  it('accepts any subset of the settings', () => {
    expect(companyVariablesUpdateSchema.parse({ allow_negative_stock: true })).toEqual({
      allow_negative_stock: true,
    });
  });

  it('refuses a misspelt setting rather than dropping it', () => {
    expect(refusals(companyVariablesUpdateSchema.safeParse({ invoice_prefx: 'INV-' }))).toEqual([
      ' unrecognized_keys',
    ]);
  });
});

describe('companyVariablesPutSchema', () => {
  it('adds currency, time zone and locale, normalised', () => {
    expect(
      companyVariablesPutSchema.parse({
        invoice_prefix: 'INV-',
        currency: 'eur',
        timezone: ' Europe/Paris ',
        locale: 'fr',
      }),
    ).toEqual({ invoice_prefix: 'INV-', currency: 'EUR', timezone: 'Europe/Paris', locale: 'fr' });
  });

  it('refuses an unknown currency, time zone or key', () => {
    expect(
      refusals(companyVariablesPutSchema.safeParse({ currency: 'ZZZ', timezone: 'Nowhere/Land' })),
    ).toEqual(['currency currency_invalid', 'timezone timezone_invalid']);
    expect(refusals(companyVariablesPutSchema.safeParse({ currencies: 'EUR' }))).toEqual([
      ' unrecognized_keys',
    ]);
  });
});

describe('companyWebsiteSchema', () => {
  it('parses the website settings, trimming and lower-casing the domain', () => {
    expect(companyWebsiteSchema.parse(website({ domain: ' Shop.Example.COM ', title: ' Awa ' }))).toEqual(
      website({ domain: 'shop.example.com', title: 'Awa' }),
    );
  });

  it('accepts no domain, no logo and no WhatsApp number', () => {
    const bare = website({ domain: null, logo_url: null, whatsapp_phone: null });

    expect(companyWebsiteSchema.parse(bare)).toEqual(bare);
  });

  it.each(['shop.example.com', 'a.co', 'xn--caf-dma.example', 'my--shop.example.com', '1.example.io'])(
    'accepts the domain %j',
    (domain) => {
      expect(companyWebsiteSchema.safeParse(website({ domain })).success).toBe(true);
    },
  );

  it.each([
    'localhost',
    'example.c',
    '-shop.example.com',
    'shop-.example.com',
    'shop_1.example.com',
    'http://example.com',
    'example.com/',
    'shop..example.com',
    '',
  ])('refuses the domain %j with domain_invalid', (domain) => {
    expect(refusals(companyWebsiteSchema.safeParse(website({ domain })))).toEqual(['domain domain_invalid']);
  });

  it('refuses a domain over 253 characters with domain_invalid', () => {
    // Arrange
    const domain = `${`${'a'.repeat(62)}.`.repeat(4)}com`;

    // Act
    const result = companyWebsiteSchema.safeParse(website({ domain }));

    // Assert
    expect(domain).toHaveLength(255);
    expect(refusals(result)).toEqual(['domain domain_invalid']);
  });

  it.each(['#ed9221', '#ED9221', '#000000'])('accepts the colour %j', (primary_color) => {
    expect(companyWebsiteSchema.parse(website({ primary_color })).primary_color).toBe(primary_color);
  });

  it.each(['ed9221', '#ed922', '#ed92211', '#gggggg', 'orange', ' #ed9221'])(
    'refuses the colour %j with color_invalid',
    (primary_color) => {
      expect(refusals(companyWebsiteSchema.safeParse(website({ primary_color })))).toEqual([
        'primary_color color_invalid',
      ]);
    },
  );

  it('bounds title, description, logo URL and WhatsApp number', () => {
    // Arrange
    const input = website({
      title: 't'.repeat(121),
      description: 'd'.repeat(1001),
      logo_url: 'not a url',
      whatsapp_phone: '1'.repeat(33),
      published: 'yes',
    });

    // Act
    const result = companyWebsiteSchema.safeParse(input);

    // Assert
    expect(refusals(result)).toEqual([
      'title too_big',
      'description too_big',
      'logo_url invalid_format',
      'whatsapp_phone too_big',
      'published invalid_type',
    ]);
  });
});

describe('companyWebsiteUpdateSchema', () => {
  it('accepts any subset of the website settings', () => {
    expect(companyWebsiteUpdateSchema.parse({ published: false })).toEqual({ published: false });
  });

  it('refuses an unknown key', () => {
    expect(refusals(companyWebsiteUpdateSchema.safeParse({ colour: '#ed9221' }))).toEqual([
      ' unrecognized_keys',
    ]);
  });
});

describe('onboardingUpdateSchema', () => {
  it('dismisses the checklist and skips or unskips known steps', () => {
    // Arrange
    const input = { dismissed: true, skip: ['invite_staff'], unskip: ['first_product'] };

    // Act + Assert
    expect(onboardingUpdateSchema.parse(input)).toEqual(input);
    expect(onboardingUpdateSchema.parse({ skip: [...ONBOARDING_STEPS] }).skip).toHaveLength(5);
  });

  it('refuses an unknown step, too many steps and an unknown key', () => {
    expect(refusals(onboardingUpdateSchema.safeParse({ skip: ['first_sale'] }))).toEqual([
      'skip.0 invalid_value',
    ]);
    expect(refusals(onboardingUpdateSchema.safeParse({ unskip: [...ONBOARDING_STEPS, 'currency'] }))).toEqual(
      ['unskip too_big'],
    );
    expect(refusals(onboardingUpdateSchema.safeParse({ done: true }))).toEqual([' unrecognized_keys']);
  });
});

describe('appShortcutsUpdateSchema', () => {
  it('pins known apps in the given order, every app at most once', () => {
    expect(appShortcutsUpdateSchema.parse({ app_shortcuts: ['pos', 'orders'] })).toEqual({
      app_shortcuts: ['pos', 'orders'],
    });
    expect(appShortcutsUpdateSchema.parse({ app_shortcuts: [...APP_KEYS] }).app_shortcuts).toEqual(APP_KEYS);
    expect(appShortcutsUpdateSchema.parse({ app_shortcuts: [] })).toEqual({ app_shortcuts: [] });
  });

  it('refuses an app pinned twice with duplicate_items', () => {
    expect(refusals(appShortcutsUpdateSchema.safeParse({ app_shortcuts: ['pos', 'orders', 'pos'] }))).toEqual(
      ['app_shortcuts duplicate_items'],
    );
  });

  it('refuses an unknown app and an unknown key', () => {
    expect(refusals(appShortcutsUpdateSchema.safeParse({ app_shortcuts: ['pos', 'casino'] }))).toEqual([
      'app_shortcuts.1 invalid_value',
    ]);
    expect(refusals(appShortcutsUpdateSchema.safeParse({ app_shortcuts: [], pinned: [] }))).toEqual([
      ' unrecognized_keys',
    ]);
  });

  it('refuses more shortcuts than there are apps', () => {
    expect(refusals(appShortcutsUpdateSchema.safeParse({ app_shortcuts: [...APP_KEYS, 'pos'] }))).toContain(
      'app_shortcuts too_big',
    );
  });
});

describe('company answers', () => {
  it('describe a company with its subscription, or none', () => {
    expect(companyWithSubscriptionSchema.parse(companyAnswer())).toEqual(companyAnswer());
    expect(
      companyWithSubscriptionSchema.parse(companyAnswer({ subscription: null })).subscription,
    ).toBeNull();
    expect(companySchema.safeParse(company({ company_code: undefined })).success).toBe(false);
  });

  it('know the four subscription statuses and whole-number or unlimited (null) plan limits', () => {
    for (const status of ['active', 'trialing', 'past_due', 'cancelled']) {
      expect(
        companyWithSubscriptionSchema.safeParse(companyAnswer({ subscription: subscription({ status }) }))
          .success,
      ).toBe(true);
    }
    expect(
      refusals(
        companyWithSubscriptionSchema.safeParse(
          companyAnswer({
            subscription: subscription({
              status: 'expired',
              limits: { shops: 1.5, users: 1, products: null, warehouses: 1 },
            }),
          }),
        ),
      ),
    ).toEqual(['subscription.status invalid_value', 'subscription.limits.shops invalid_type']);
  });

  it('describe the logo with its signed URLs, or none, and whether the currency is locked', () => {
    const logo = { media_id: 'm1', url: 'https://files/logo.png?sig', thumbnail_url: 'https://files/t?sig' };
    expect(companyWithSubscriptionSchema.parse(companyAnswer({ logo, currency_locked: true }))).toMatchObject(
      {
        logo,
        currency_locked: true,
      },
    );
    expect(
      refusals(companyWithSubscriptionSchema.safeParse(companyAnswer({ currency_locked: undefined }))),
    ).toEqual(['currency_locked invalid_type']);
  });

  it('set the logo by the id of an uploaded media file, and nothing else', () => {
    const id = '0194f7a2-3c4d-7e5f-8a9b-0c1d2e3f4a5b';
    expect(companyLogoSetSchema.parse({ media_id: id })).toEqual({ media_id: id });
    expect(refusals(companyLogoSetSchema.safeParse({ media_id: 'logo.png' }))).toEqual([
      'media_id invalid_format',
    ]);
    expect(refusals(companyLogoSetSchema.safeParse({ media_id: id, url: 'x' }))).toEqual([
      ' unrecognized_keys',
    ]);
  });

  it('describe a company to the platform with its counts', () => {
    // Arrange
    const answer = company({
      subscription: subscription(),
      user_count: 3,
      shop_count: 1,
      warehouse_count: 1,
    });

    // Act + Assert
    expect(platformCompanySchema.parse(answer)).toEqual(answer);
    expect(refusals(platformCompanySchema.safeParse({ ...answer, user_count: '3' }))).toEqual([
      'user_count invalid_type',
    ]);
  });

  it('describe the variables with the company currency, time zone and locale', () => {
    // Arrange
    const answer = { ...variables(), currency: 'XAF', timezone: 'Africa/Douala', locale: 'fr' };

    // Act + Assert
    expect(companyVariablesAnswerSchema.parse(answer)).toEqual(answer);
  });

  it('describe the onboarding checklist with an integer progress', () => {
    // Arrange
    const steps = ONBOARDING_STEPS.map((key, index) => ({ key, done: index < 2, skipped: false }));
    const answer = { steps, progress: 40, completed: false, dismissed: false };

    // Act + Assert
    expect(onboardingSchema.parse(answer)).toEqual(answer);
    expect(refusals(onboardingSchema.safeParse({ ...answer, progress: 33.3 }))).toEqual([
      'progress invalid_type',
    ]);
  });

  it('describe the pinned app shortcuts', () => {
    expect(appShortcutsSchema.parse({ app_shortcuts: ['pos'] })).toEqual({ app_shortcuts: ['pos'] });
  });
});

describe('subscriptionUpdateSchema', () => {
  it('takes a trimmed plan key and an optional status', () => {
    expect(subscriptionUpdateSchema.parse({ plan_lookup_key: ' pro ', status: 'trialing' })).toEqual({
      plan_lookup_key: 'pro',
      status: 'trialing',
    });
    expect(subscriptionUpdateSchema.parse({ plan_lookup_key: 'pro' })).toEqual({ plan_lookup_key: 'pro' });
  });

  it('refuses a blank or overlong plan key and an unknown status', () => {
    expect(refusals(subscriptionUpdateSchema.safeParse({ plan_lookup_key: ' ', status: 'paused' }))).toEqual([
      'plan_lookup_key too_small',
      'status invalid_value',
    ]);
    expect(refusals(subscriptionUpdateSchema.safeParse({ plan_lookup_key: 'p'.repeat(65) }))).toEqual([
      'plan_lookup_key too_big',
    ]);
  });
});

describe('website logo and company email hygiene', () => {
  it('refuses a logo URL that is not http or https', () => {
    expect(companyWebsiteUpdateSchema.safeParse({ logo_url: 'javascript:alert(1)' }).success).toBe(false);
    expect(
      companyWebsiteUpdateSchema.safeParse({ logo_url: 'https://cdn.example.com/logo.png' }).success,
    ).toBe(true);
  });

  it('trims and lower-cases the company email like user emails', () => {
    expect(companyUpdateSchema.parse({ email: '  Contact@Boutique.CM ' }).email).toBe('contact@boutique.cm');
  });
});
