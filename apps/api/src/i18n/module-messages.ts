import type { Locale } from '@comptoir/core';

export type ModuleMessages = Record<Locale, Record<string, string>>;
