import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordLoadError } from '../../../components/editor/record-load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { choicesQuery, productQuery } from '../api.ts';
import { productPaths } from '../paths.ts';
import { useProductSession } from '../shared/use-session.ts';
import { ProductForm } from './product-form.tsx';

/** /products/create: a new product is sold in all the company's shops unless the user unticks some. */
export function ProductCreatePage() {
  const { t } = useTranslation('products');
  const session = useProductSession();
  // Without shops.view the list is not asked for (it would be refused); the form then shows no shops.
  const shops = useQuery({ ...choicesQuery('shops'), enabled: session.can('shops.view') });
  if (!session.ready || shops.isLoading) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('products.create')) return <p role="alert">{t('editor.forbidden_create')}</p>;
  return <ProductForm defaultShopIds={(shops.data ?? []).map((shop) => shop.id)} />;
}

/** /products/:id/edit: the saved product, loaded first. */
export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  const session = useProductSession();
  const product = useQuery({ ...productQuery(id), enabled: session.can('products.view') });

  if (!session.ready) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (!session.can('products.view')) return <p role="alert">{t('list.forbidden')}</p>;
  if (product.isPending) return <Skeleton label={t('editor.loading')} lines={8} />;
  if (product.isError) {
    return (
      <RecordLoadError
        error={product.error}
        notFound={t('editor.not_found')}
        backLabel={t('editor.back')}
        backLink={{ href: productPaths.list() }}
        retry={{ label: t('common.retry'), onRetry: () => void product.refetch() }}
      />
    );
  }
  // A new key per product and save: the form starts again from what the server has.
  return <ProductForm key={`${product.data.id}`} product={product.data} />;
}
