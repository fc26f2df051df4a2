// Which shop's figures a user sees on the analytics screens. The API applies the same rule
// (a user bound to one shop gets that shop's figures whatever they ask; any other shop is a 404),
// so the screens never offer a choice the server would refuse or mislabel.

export interface AnalyticsUserScope {
  /** an admin, or staff allowed to see the whole company */
  allCompany: boolean;
  /** the shop the user is bound to, if any */
  shopId: string | null;
}

export interface AnalyticsShopScope {
  /** the shop the figures are for; '' for the whole company */
  shopId: string;
  /** whether the user may pick the whole company or another shop */
  canChoose: boolean;
}

/** The shop shown: a bound user's own shop, or the requested one ('' = whole company) for the others. */
export function analyticsShopScope(user: AnalyticsUserScope, requested: string): AnalyticsShopScope {
  if (!user.allCompany && user.shopId) return { shopId: user.shopId, canChoose: false };
  return { shopId: requested, canChoose: true };
}
