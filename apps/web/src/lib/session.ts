/** What the browser keeps of the session (SPEC §3 local storage keys). */
export interface LoginAnswer {
  accessToken: string;
  companyId: string;
  company_code: string;
}

const SESSION_KEYS = ['token', 'companyId', 'company_code', 'shopId', 'role', 'allCompany'];
/** Saved list filter, pagination, search and sort entries, cleared on logout. */
const LIST_STATE = /^(filters?|pagination|search|sort)([:._-]|$)/i;

export const getToken = () => localStorage.getItem('token');

export function saveSession(answer: LoginAnswer) {
  localStorage.setItem('token', answer.accessToken);
  localStorage.setItem('companyId', answer.companyId);
  localStorage.setItem('company_code', answer.company_code);
}

export function clearSession() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  for (const key of Object.keys(localStorage)) if (LIST_STATE.test(key)) localStorage.removeItem(key);
}
