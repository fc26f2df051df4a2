import type { Locale } from '@comptoir/core';
import { validationMessage } from '@comptoir/core';
import type { FastifySchemaCompiler } from 'fastify';
import { type ZodType, z } from 'zod';
import { messages, t } from '../i18n/messages.ts';
import { unknownFieldPaths } from './unknown-fields.ts';

/** Marks a schema failure; the error handler re-reads the input to word it in the request's language. */
export class SchemaValidationError extends Error {
  statusCode = 422;
  validationContext?: string;
  constructor(readonly schema: ZodType) {
    super('Schema validation failed');
  }
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (!result.success) return { error: new SchemaValidationError(schema) };
    // A body field the schema does not name is refused, not dropped (unknown-fields.ts).
    if (httpPart === 'body' && unknownFieldPaths(schema, data).length > 0) {
      return { error: new SchemaValidationError(schema) };
    }
    return { value: result.data };
  };

const zodLocales = { en: z.locales.en, fr: z.locales.fr, es: z.locales.es } as const;

// Custom messages in schemas are codes ('pin_invalid', 'currency_invalid', …) translated here.
const CUSTOM_CODES: Record<string, Record<Locale, string>> = {
  currency_invalid: {
    en: 'Unknown currency code.',
    fr: 'Code de devise inconnu.',
    es: 'Código de moneda desconocido.',
  },
  country_invalid: {
    en: 'Enter the country as its two-letter code (CM, SN, CI…).',
    fr: 'Saisissez le pays par son code à deux lettres (CM, SN, CI…).',
    es: 'Escriba el país con su código de dos letras (CM, SN, CI…).',
  },
  timezone_invalid: {
    en: 'Unknown time zone.',
    fr: 'Fuseau horaire inconnu.',
    es: 'Zona horaria desconocida.',
  },
  date_invalid: {
    en: 'Enter a real date as YYYY-MM-DD.',
    fr: 'Saisissez une date réelle au format AAAA-MM-JJ.',
    es: 'Introduzca una fecha real con el formato AAAA-MM-DD.',
  },
  otp_invalid: {
    en: 'Enter the 6-digit code.',
    fr: 'Saisissez le code à 6 chiffres.',
    es: 'Introduzca el código de 6 dígitos.',
  },
  password_mismatch: {
    en: 'Passwords do not match.',
    fr: 'Les mots de passe ne correspondent pas.',
    es: 'Las contraseñas no coinciden.',
  },
  code_invalid: {
    en: 'Use 1 to 16 letters, digits, hyphens or underscores.',
    fr: 'Utilisez 1 à 16 lettres, chiffres, tirets ou tirets bas.',
    es: 'Use de 1 a 16 letras, dígitos, guiones o guiones bajos.',
  },
  prefix_invalid: {
    en: 'Use at most 12 letters, digits, hyphens or slashes.',
    fr: 'Utilisez au plus 12 lettres, chiffres, tirets ou barres obliques.',
    es: 'Use como máximo 12 letras, dígitos, guiones o barras.',
  },
  domain_invalid: {
    en: 'Enter a domain like shop.example.com.',
    fr: 'Saisissez un domaine comme boutique.exemple.com.',
    es: 'Introduzca un dominio como tienda.ejemplo.com.',
  },
  color_invalid: {
    en: 'Enter a colour like #ed9221.',
    fr: 'Saisissez une couleur comme #ed9221.',
    es: 'Introduzca un color como #ed9221.',
  },
  duplicate_items: {
    en: 'Items must not repeat.',
    fr: 'Les éléments ne doivent pas se répéter.',
    es: 'Los elementos no deben repetirse.',
  },
  operator_not_allowed: {
    en: 'This condition cannot be used with this field.',
    fr: 'Cette condition ne s’applique pas à ce champ.',
    es: 'Esta condición no se puede usar con este campo.',
  },
  value_required: {
    en: 'Enter a value.',
    fr: 'Saisissez une valeur.',
    es: 'Introduzca un valor.',
  },
  price_not_integer: {
    en: 'Enter the price as a whole number of the smallest currency unit.',
    fr: 'Saisissez le prix en nombre entier de la plus petite unité de la devise.',
    es: 'Introduzca el precio como número entero de la unidad más pequeña de la moneda.',
  },
  rules_required: {
    en: 'Add at least one condition.',
    fr: 'Ajoutez au moins une condition.',
    es: 'Añada al menos una condición.',
  },
  manual_only: {
    en: 'Products are chosen by hand only in manual collections.',
    fr: 'On ne choisit les produits à la main que dans les collections manuelles.',
    es: 'Los productos solo se eligen a mano en las colecciones manuales.',
  },
};

export function translateCustom(message: string, locale: Locale): string {
  const custom = CUSTOM_CODES[message];
  if (custom) return custom[locale];
  if (['pin_invalid', 'pin_mismatch', 'phone_invalid', 'slug_invalid'].includes(message)) {
    return validationMessage(message as Parameters<typeof validationMessage>[0], locale);
  }
  // A code a module's catalogue words (products.messages.ts: compare_at_not_above_price, …).
  if (CODE_PATTERN.test(message) && messages.en[message] !== undefined) return t(locale, message);
  return message;
}

/** A schema's own message is a code ('slug_invalid'); zod's are sentences. */
const CODE_PATTERN = /^[a-z][a-z0-9_]*$/;

/**
 * The everyday words for zod's common refusals ("Enter at least 2 characters.") instead of its
 * technical ones ("Too small: expected string to have >=2 characters"); null leaves zod's, already
 * in the request's language, for the rare others.
 */
function plainMessage(issue: z.core.$ZodIssue, locale: Locale): string | null {
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return minimum <= 1 ? t(locale, 'required') : t(locale, 'value.min_length', { minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set')
        return t(locale, 'value.min_items', { minimum });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return t(locale, issue.inclusive === false ? 'value.above' : 'value.at_least', { minimum });
      }
      return null;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return t(locale, 'value.max_length', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return t(locale, 'value.max_items', { maximum });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return t(locale, 'value.at_most', { maximum });
      }
      return null;
    }
    case 'invalid_format':
      return issue.format === 'email' ? t(locale, 'value.email') : null;
    case 'invalid_value':
      return t(locale, 'value.choice');
    default:
      return null;
  }
}

/**
 * Field → messages in the request's language, keyed by dotted path ('user.email'). A body's fields
 * the schema does not name are among them (`refuseUnknownFields`); elsewhere (a query string) an
 * unknown key is a parameter.
 */
export function localizedFieldErrors(
  schema: ZodType,
  data: unknown,
  locale: Locale,
  { refuseUnknownFields = false } = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (refuseUnknownFields) {
    for (const path of unknownFieldPaths(schema, data)) {
      errors[path] = [t(locale, 'unknown_field', { field: path.split('.').at(-1) ?? path })];
    }
  }
  const result = schema.safeParse(data, { error: zodLocales[locale]().localeError, reportInput: true });
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys)
        errors[[...issue.path, name].join('.')] = [
          refuseUnknownFields
            ? t(locale, 'unknown_field', { field: name })
            : t(locale, 'unknown_parameter', { parameter: name }),
        ];
      continue;
    }
    const key = issue.path.length ? issue.path.join('.') : '_';
    const message =
      issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined
        ? t(locale, 'required')
        : CODE_PATTERN.test(issue.message)
          ? translateCustom(issue.message, locale)
          : (plainMessage(issue, locale) ?? issue.message);
    // One message per field, the first check that failed ("handle_invalid" rather than also
    // "at most 255 characters"): a form shows them joined, and two read as noise.
    errors[key] ??= [message];
  }
  return errors;
}
