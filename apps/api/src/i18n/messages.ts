import type { ErrorCode, Locale } from '@comptoir/core';
import { accountingMessages } from '../modules/accounting/accounting.messages.ts';
import { analyticsMessages } from '../modules/analytics/analytics.messages.ts';
import { analyticsItemsMessages } from '../modules/analytics/analytics-items.messages.ts';
import { cashSessionsMessages } from '../modules/cash-sessions/cash-sessions.messages.ts';
import { collectionsMessages } from '../modules/collections/collections.messages.ts';
import { companyMessages } from '../modules/company/company.messages.ts';
import { customerStatementMessages } from '../modules/customers/customer-statement.messages.ts';
import { customersMessages } from '../modules/customers/customers.messages.ts';
import { deliveriesMessages } from '../modules/deliveries/deliveries.messages.ts';
import { discountsMessages } from '../modules/discounts/discounts.messages.ts';
import { expensesMessages } from '../modules/expenses/expenses.messages.ts';
import { importsMessages } from '../modules/imports/imports.messages.ts';
import { invoicesMessages } from '../modules/invoices/invoices.messages.ts';
import { mediaMessages } from '../modules/media/media.messages.ts';
import { onlinePaymentsMessages } from '../modules/online-payments/online-payments.messages.ts';
import { opsMessages } from '../modules/ops/ops.messages.ts';
import { ordersMessages } from '../modules/orders/orders.messages.ts';
import { paymentMethodsMessages } from '../modules/payment-methods/payment-methods.messages.ts';
import { paymentsMessages } from '../modules/payments/payments.messages.ts';
import { platformMessages } from '../modules/platform/platform.messages.ts';
import { productsMessages } from '../modules/products/products.messages.ts';
import { purchasesMessages } from '../modules/purchases/purchases.messages.ts';
import { returnsMessages } from '../modules/returns/returns.messages.ts';
import { shippingFeesMessages } from '../modules/shipping-fees/shipping-fees.messages.ts';
import { shopsMessages } from '../modules/shops/shops.messages.ts';
import { stockMessages } from '../modules/stock/stock.messages.ts';
import { suppliersMessages } from '../modules/suppliers/suppliers.messages.ts';
import { taxesMessages } from '../modules/taxes/taxes.messages.ts';
import { treasuryMessages } from '../modules/treasury/treasury.messages.ts';
import { usersMessages } from '../modules/users/users.messages.ts';
import { warehousesMessages } from '../modules/warehouses/warehouses.messages.ts';
import type { ModuleMessages } from './module-messages.ts';

type Catalog = Record<ErrorCode, string> & Record<`resource.${string}`, string> & Record<string, string>;

// Server-side messages. {name} placeholders are filled from the error's params.
const baseMessages: Record<Locale, Catalog> = {
  en: {
    insufficient_stock: 'Not enough stock: {available} left of {item} in {warehouse}.',
    warehouse_holds_stock:
      'This warehouse still holds {units} unit(s) of {variants} product(s): move them to another warehouse or adjust them to 0 first.',
    warehouse_below_zero: 'This warehouse is {units} unit(s) below zero: adjust its stock to 0 first.',
    warehouse_in_transit:
      'Transfers are on their way to or from this warehouse ({references}): receive or cancel them first.',
    warehouse_draft_transfers:
      'Draft transfers from or to this warehouse ({references}) still name it: ship them, choose another warehouse in them or cancel them first.',
    warehouse_open_counts:
      'Stock counts of this warehouse are still open ({references}): apply or cancel them first.',
    invalid_transition: 'This {resource} cannot go from {from} to {to}.',
    stale_update: 'Someone changed this record since you opened it. Reload it and try again.',
    idempotency_key_reused: 'This Idempotency-Key was already used for another request.',
    document_exists: 'There is already {document} for this {resource}.',
    not_invoiceable: 'Only a confirmed or completed order can be invoiced.',
    not_quotable: 'Only an order in quotation status can have a quotation issued.',
    nothing_due: 'Nothing is left to pay on this document.',
    online_payment_unavailable: 'Online payment is not available for this document.',
    snapshot_expired:
      'The copy kept on this device is too old to be brought up to date: download it again in full.',
    period_locked: 'The books are closed up to {locked_until}: nothing can be posted on {date}.',
    automatic_entry:
      'This entry was posted from a {source}: correct the document itself (credit note, void, cancellation).',
    unbalanced_entry: 'This entry does not balance: debits {debit}, credits {credit}.',
    unknown_account: 'Account {account} is not in the chart of accounts.',
    heading_account: 'Account {account} is a heading: post to one of the accounts under it.',
    invalid_entry: 'This journal entry is not valid: {problem}.',
    import_has_errors: 'The file has {count} rows with errors; nothing was imported.',
    bad_request: 'The request is not valid.',
    invalid_json: 'The request body is not valid JSON.',
    unknown_parameter: 'Unknown parameter: {parameter}.',
    unknown_field: 'Unknown field: {field}. Check its spelling; this request does not take it.',
    invalid_parameter: 'Invalid value for parameter {parameter}.',
    invalid_signature: 'The signature of this notification is not valid.',
    unauthenticated: 'You are not signed in, or your session has expired.',
    plan_limit_reached: "Your plan's limit for {resource} is {limit}. Upgrade your plan to add more.",
    forbidden: 'You do not have permission to do this.',
    not_found: 'This {resource} does not exist.',
    route_not_found: 'There is nothing at this address.',
    conflict: 'This change conflicts with the current state of the record.',
    duplicate: 'This {field} is already used.',
    in_use: 'This {resource} is still in use ({used_by}: {count}).',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'This content type is not supported. Send JSON.',
    validation_failed: 'Some fields are not valid.',
    invalid_credentials: 'These credentials do not match our records.',
    invalid_reset_code: 'This code is invalid or has expired.',
    pin_unavailable: 'Invalid or unavailable PIN',
    account_inactive: 'This account is deactivated. Ask your administrator.',
    throttled: 'Too many attempts. Try again in {seconds} seconds.',
    internal: 'Something went wrong on our side. Please try again.',
    payment_provider_failed: 'The payment provider did not answer as expected. Please try again.',
    service_unavailable: 'The service is starting or shutting down. Please try again shortly.',
    'resource.record': 'record',
    'resource.user': 'user',
    'resource.users': 'users',
    'resource.shop': 'shop',
    'resource.shops': 'shops',
    'resource.warehouse': 'warehouse',
    'resource.warehouses': 'warehouses',
    'resource.company': 'company',
    'resource.plan': 'plan',
    'resource.products': 'products',
    'field.email': 'email address',
    'field.code': 'code',
    'field.slug': 'slug',
    'mail.reset_subject': 'Your Comptoir password reset code',
    'mail.reset_body':
      'Your code is {code}. It expires in 15 minutes and works once. If you did not ask for it, ignore this email.',
    'mail.invite_subject': '{company} invites you to Comptoir',
    'mail.invite_body':
      '{inviter} added you to {company} on Comptoir. Choose your password here: {url} (valid for 7 days).',
    'auth.reset_sent': 'If an account exists for this address, we have sent it a code.',
    'auth.password_reset': 'Your password has been reset. You can sign in now.',
    'auth.logged_out': 'You are signed out.',
    'auth.pin_set': 'PIN set successfully',
    required: 'This field is required.',
    'value.at_least': 'Enter {minimum} or more.',
    'value.above': 'Enter more than {minimum}.',
    'value.at_most': 'Enter {maximum} or less.',
    'value.min_length': 'Enter at least {minimum} characters.',
    'value.max_length': 'Enter at most {maximum} characters.',
    'value.min_items': 'Add at least {minimum}.',
    'value.max_items': 'Add at most {maximum}.',
    'value.email': 'Enter a valid email address.',
    'value.choice': 'Choose one of the values offered.',
    taken: 'This value is already used.',
    cannot_remove_self: 'You cannot do this to your own account.',
    last_admin: 'A company needs at least one active administrator.',
    admin_role_reserved: 'Only an administrator can give the administrator role.',
    default_record: 'The default one cannot be deleted or deactivated; make another one the default first.',
    last_record: 'A company needs at least one active {resource}.',
    wrong_password: 'The current password is not correct.',
    unknown_shop: 'This shop does not exist.',
    unknown_warehouse: 'This warehouse does not exist.',
  },
  fr: {
    insufficient_stock: 'Stock insuffisant : il reste {available} de {item} dans {warehouse}.',
    warehouse_holds_stock:
      'Cet entrepôt contient encore {units} unité(s) de {variants} produit(s) : transférez-les vers un autre entrepôt ou ajustez-les à 0 d’abord.',
    warehouse_below_zero: 'Cet entrepôt est à {units} unité(s) sous zéro : ajustez son stock à 0 d’abord.',
    warehouse_in_transit:
      'Des transferts sont en route depuis ou vers cet entrepôt ({references}) : recevez-les ou annulez-les d’abord.',
    warehouse_draft_transfers:
      'Des transferts en brouillon depuis ou vers cet entrepôt ({references}) le désignent encore : expédiez-les, choisissez-y un autre entrepôt ou annulez-les d’abord.',
    warehouse_open_counts:
      'Des inventaires de cet entrepôt sont encore ouverts ({references}) : appliquez-les ou annulez-les d’abord.',
    invalid_transition: 'Ce {resource} ne peut pas passer de {from} à {to}.',
    stale_update:
      "Quelqu'un a modifié cet enregistrement depuis que vous l'avez ouvert. Rechargez-le et réessayez.",
    idempotency_key_reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    document_exists: 'Il y a déjà {document} pour cet enregistrement ({resource}).',
    not_invoiceable: 'Seule une commande confirmée ou terminée peut être facturée.',
    not_quotable: 'Seule une commande au statut devis peut recevoir un devis.',
    nothing_due: 'Il ne reste rien à payer sur ce document.',
    online_payment_unavailable: 'Le paiement en ligne n’est pas disponible pour ce document.',
    snapshot_expired:
      'La copie gardée sur cet appareil est trop ancienne pour être mise à jour : téléchargez-la de nouveau en entier.',
    period_locked:
      'La comptabilité est clôturée jusqu’au {locked_until} : aucune écriture ne peut être passée le {date}.',
    automatic_entry:
      'Cette écriture vient d’un document ({source}) : corrigez le document lui-même (avoir, annulation).',
    unbalanced_entry: 'Cette écriture n’est pas équilibrée : débits {debit}, crédits {credit}.',
    unknown_account: 'Le compte {account} n’existe pas dans le plan comptable.',
    heading_account:
      'Le compte {account} est un compte de regroupement : imputez sur un des comptes qui le détaillent.',
    invalid_entry: 'Cette écriture n’est pas valable : {problem}.',
    import_has_errors: "Le fichier contient {count} lignes en erreur ; rien n'a été importé.",
    bad_request: "La requête n'est pas valide.",
    invalid_json: "Le corps de la requête n'est pas un JSON valide.",
    unknown_parameter: 'Paramètre inconnu : {parameter}.',
    unknown_field: 'Champ inconnu : {field}. Vérifiez son orthographe ; cette requête ne le prend pas.',
    invalid_parameter: 'Valeur invalide pour le paramètre {parameter}.',
    invalid_signature: 'La signature de cette notification n’est pas valide.',
    unauthenticated: "Vous n'êtes pas connecté, ou votre session a expiré.",
    plan_limit_reached:
      'La limite de votre forfait pour les {resource} est de {limit}. Passez à un forfait supérieur pour en ajouter.',
    forbidden: "Vous n'avez pas l'autorisation de faire ceci.",
    not_found: "Cet élément ({resource}) n'existe pas.",
    route_not_found: "Il n'y a rien à cette adresse.",
    conflict: "Cette modification est en conflit avec l'état actuel de l'enregistrement.",
    duplicate: 'Ce champ ({field}) est déjà utilisé.',
    in_use: 'Cet élément ({resource}) est encore utilisé ({used_by} : {count}).',
    payload_too_large: 'La requête est trop volumineuse.',
    unsupported_media_type: "Ce type de contenu n'est pas pris en charge. Envoyez du JSON.",
    validation_failed: 'Certains champs ne sont pas valides.',
    invalid_credentials: 'Ces identifiants ne correspondent à aucun compte.',
    invalid_reset_code: 'Ce code est invalide ou a expiré.',
    pin_unavailable: 'PIN invalide ou indisponible',
    account_inactive: 'Ce compte est désactivé. Contactez votre administrateur.',
    throttled: 'Trop de tentatives. Réessayez dans {seconds} secondes.',
    internal: 'Une erreur est survenue de notre côté. Veuillez réessayer.',
    payment_provider_failed: 'Le prestataire de paiement n’a pas répondu comme prévu. Veuillez réessayer.',
    service_unavailable: 'Le service démarre ou s’arrête. Réessayez dans un instant.',
    'resource.record': 'enregistrement',
    'resource.user': 'utilisateur',
    'resource.users': 'utilisateurs',
    'resource.shop': 'boutique',
    'resource.shops': 'boutiques',
    'resource.warehouse': 'entrepôt',
    'resource.warehouses': 'entrepôts',
    'resource.company': 'entreprise',
    'resource.plan': 'forfait',
    'resource.products': 'produits',
    'field.email': 'adresse e-mail',
    'field.code': 'code',
    'field.slug': 'identifiant',
    'mail.reset_subject': 'Votre code de réinitialisation Comptoir',
    'mail.reset_body':
      "Votre code est {code}. Il expire dans 15 minutes et ne sert qu'une fois. Si vous ne l'avez pas demandé, ignorez cet e-mail.",
    'mail.invite_subject': '{company} vous invite sur Comptoir',
    'mail.invite_body':
      '{inviter} vous a ajouté à {company} sur Comptoir. Choisissez votre mot de passe ici : {url} (valable 7 jours).',
    'auth.reset_sent': 'Si un compte existe pour cette adresse, nous lui avons envoyé un code.',
    'auth.password_reset': 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
    'auth.logged_out': 'Vous êtes déconnecté.',
    'auth.pin_set': 'PIN défini avec succès',
    required: 'Ce champ est obligatoire.',
    'value.at_least': 'Saisissez {minimum} ou plus.',
    'value.above': 'Saisissez plus de {minimum}.',
    'value.at_most': 'Saisissez {maximum} ou moins.',
    'value.min_length': 'Saisissez au moins {minimum} caractères.',
    'value.max_length': 'Saisissez au plus {maximum} caractères.',
    'value.min_items': 'Ajoutez-en au moins {minimum}.',
    'value.max_items': 'Ajoutez-en au plus {maximum}.',
    'value.email': 'Saisissez une adresse e-mail valide.',
    'value.choice': 'Choisissez une des valeurs proposées.',
    taken: 'Cette valeur est déjà utilisée.',
    cannot_remove_self: 'Vous ne pouvez pas faire cela sur votre propre compte.',
    last_admin: 'Une entreprise doit garder au moins un administrateur actif.',
    admin_role_reserved: 'Seul un administrateur peut donner le rôle administrateur.',
    default_record:
      "L'élément par défaut ne peut pas être supprimé ni désactivé ; choisissez d'abord un autre élément par défaut.",
    last_record: 'Une entreprise doit garder au moins un élément actif ({resource}).',
    wrong_password: "Le mot de passe actuel n'est pas correct.",
    unknown_shop: "Cette boutique n'existe pas.",
    unknown_warehouse: "Cet entrepôt n'existe pas.",
  },
  es: {
    insufficient_stock: 'Stock insuficiente: quedan {available} de {item} en {warehouse}.',
    warehouse_holds_stock:
      'Este almacén todavía tiene {units} unidad(es) de {variants} producto(s): páselas a otro almacén o ajústelas a 0 primero.',
    warehouse_below_zero:
      'Este almacén está {units} unidad(es) por debajo de cero: ajuste su stock a 0 primero.',
    warehouse_in_transit:
      'Hay traspasos en camino desde o hacia este almacén ({references}): recíbalos o anúlelos primero.',
    warehouse_draft_transfers:
      'Hay traspasos en borrador desde o hacia este almacén ({references}) que todavía lo indican: envíelos, elija otro almacén en ellos o anúlelos primero.',
    warehouse_open_counts:
      'Hay inventarios de este almacén todavía abiertos ({references}): aplíquelos o anúlelos primero.',
    invalid_transition: 'Este {resource} no puede pasar de {from} a {to}.',
    stale_update: 'Alguien cambió este registro desde que lo abrió. Recárguelo e inténtelo de nuevo.',
    idempotency_key_reused: 'Esta clave Idempotency-Key ya se usó para otra solicitud.',
    document_exists: 'Ya existe {document} para este registro ({resource}).',
    not_invoiceable: 'Solo se puede facturar un pedido confirmado o completado.',
    not_quotable: 'Solo un pedido en estado presupuesto puede recibir un presupuesto.',
    nothing_due: 'No queda nada por pagar en este documento.',
    online_payment_unavailable: 'El pago en línea no está disponible para este documento.',
    snapshot_expired:
      'La copia guardada en este dispositivo es demasiado antigua para actualizarla: descárguela de nuevo completa.',
    period_locked:
      'La contabilidad está cerrada hasta el {locked_until}: no se puede registrar nada el {date}.',
    automatic_entry:
      'Este asiento proviene de un documento ({source}): corrija el propio documento (nota de crédito, anulación).',
    unbalanced_entry: 'Este asiento no cuadra: débitos {debit}, créditos {credit}.',
    unknown_account: 'La cuenta {account} no está en el plan de cuentas.',
    heading_account: 'La cuenta {account} es una cuenta de agrupación: registre en una de sus subcuentas.',
    invalid_entry: 'Este asiento no es válido: {problem}.',
    import_has_errors: 'El archivo tiene {count} filas con errores; no se importó nada.',
    bad_request: 'La solicitud no es válida.',
    invalid_json: 'El cuerpo de la solicitud no es un JSON válido.',
    unknown_parameter: 'Parámetro desconocido: {parameter}.',
    unknown_field: 'Campo desconocido: {field}. Revise su ortografía; esta solicitud no lo admite.',
    invalid_parameter: 'Valor no válido para el parámetro {parameter}.',
    invalid_signature: 'La firma de esta notificación no es válida.',
    unauthenticated: 'No ha iniciado sesión o su sesión ha caducado.',
    plan_limit_reached: 'El límite de su plan para {resource} es {limit}. Mejore su plan para añadir más.',
    forbidden: 'No tiene permiso para hacer esto.',
    not_found: 'Este elemento ({resource}) no existe.',
    route_not_found: 'No hay nada en esta dirección.',
    conflict: 'Este cambio entra en conflicto con el estado actual del registro.',
    duplicate: 'Este campo ({field}) ya está en uso.',
    in_use: 'Este elemento ({resource}) todavía está en uso ({used_by}: {count}).',
    payload_too_large: 'La solicitud es demasiado grande.',
    unsupported_media_type: 'Este tipo de contenido no es compatible. Envíe JSON.',
    validation_failed: 'Algunos campos no son válidos.',
    invalid_credentials: 'Estas credenciales no coinciden con nuestros registros.',
    invalid_reset_code: 'Este código no es válido o ha caducado.',
    pin_unavailable: 'PIN no válido o no disponible',
    account_inactive: 'Esta cuenta está desactivada. Consulte a su administrador.',
    throttled: 'Demasiados intentos. Vuelva a intentarlo en {seconds} segundos.',
    internal: 'Algo salió mal por nuestra parte. Inténtelo de nuevo.',
    payment_provider_failed: 'El proveedor de pagos no respondió como se esperaba. Inténtelo de nuevo.',
    service_unavailable: 'El servicio se está iniciando o deteniendo. Inténtelo de nuevo en un momento.',
    'resource.record': 'registro',
    'resource.user': 'usuario',
    'resource.users': 'usuarios',
    'resource.shop': 'tienda',
    'resource.shops': 'tiendas',
    'resource.warehouse': 'almacén',
    'resource.warehouses': 'almacenes',
    'resource.company': 'empresa',
    'resource.plan': 'plan',
    'resource.products': 'productos',
    'field.email': 'correo electrónico',
    'field.code': 'código',
    'field.slug': 'identificador',
    'mail.reset_subject': 'Su código para restablecer la contraseña de Comptoir',
    'mail.reset_body':
      'Su código es {code}. Caduca en 15 minutos y solo sirve una vez. Si no lo ha solicitado, ignore este correo.',
    'mail.invite_subject': '{company} le invita a Comptoir',
    'mail.invite_body':
      '{inviter} le ha añadido a {company} en Comptoir. Elija su contraseña aquí: {url} (válido 7 días).',
    'auth.reset_sent': 'Si existe una cuenta para esta dirección, le hemos enviado un código.',
    'auth.password_reset': 'Su contraseña se ha restablecido. Ya puede iniciar sesión.',
    'auth.logged_out': 'Ha cerrado la sesión.',
    'auth.pin_set': 'PIN establecido correctamente',
    required: 'Este campo es obligatorio.',
    'value.at_least': 'Introduzca {minimum} o más.',
    'value.above': 'Introduzca más de {minimum}.',
    'value.at_most': 'Introduzca {maximum} o menos.',
    'value.min_length': 'Introduzca al menos {minimum} caracteres.',
    'value.max_length': 'Introduzca como máximo {maximum} caracteres.',
    'value.min_items': 'Añada al menos {minimum}.',
    'value.max_items': 'Añada como máximo {maximum}.',
    'value.email': 'Introduzca una dirección de correo válida.',
    'value.choice': 'Elija uno de los valores propuestos.',
    taken: 'Este valor ya está en uso.',
    cannot_remove_self: 'No puede hacer esto con su propia cuenta.',
    last_admin: 'Una empresa necesita al menos un administrador activo.',
    admin_role_reserved: 'Solo un administrador puede asignar el rol de administrador.',
    default_record:
      'El elemento predeterminado no se puede eliminar ni desactivar; elija primero otro como predeterminado.',
    last_record: 'Una empresa necesita al menos un elemento activo ({resource}).',
    wrong_password: 'La contraseña actual no es correcta.',
    unknown_shop: 'Esta tienda no existe.',
    unknown_warehouse: 'Este almacén no existe.',
  },
};

/** Every module's catalogue, merged in this order (exported for the test that no two define one key). */
export const MODULES: ModuleMessages[] = [
  companyMessages,
  opsMessages,
  platformMessages,
  shopsMessages,
  usersMessages,
  warehousesMessages,
  productsMessages,
  suppliersMessages,
  taxesMessages,
  discountsMessages,
  shippingFeesMessages,
  paymentMethodsMessages,
  customersMessages,
  customerStatementMessages,
  collectionsMessages,
  stockMessages,
  mediaMessages,
  importsMessages,
  ordersMessages,
  paymentsMessages,
  invoicesMessages,
  onlinePaymentsMessages,
  returnsMessages,
  deliveriesMessages,
  cashSessionsMessages,
  accountingMessages,
  treasuryMessages,
  expensesMessages,
  purchasesMessages,
  analyticsItemsMessages,
  analyticsMessages,
];

export const messages: Record<Locale, Catalog> = {
  en: Object.assign({}, baseMessages.en, ...MODULES.map((m) => m.en)),
  fr: Object.assign({}, baseMessages.fr, ...MODULES.map((m) => m.fr)),
  es: Object.assign({}, baseMessages.es, ...MODULES.map((m) => m.es)),
};

/** Looks a key up in the locale's catalogue and fills {placeholders}; params that are keys are translated too. */
export function t(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = messages[locale][key] ?? messages.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    const asKey = typeof value === 'string' ? messages[locale][value] : undefined;
    return asKey ?? String(value);
  });
}
