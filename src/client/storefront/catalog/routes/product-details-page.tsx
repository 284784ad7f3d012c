import { Link, useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { CatalogMessage } from '../../../components/catalog/catalog-message';
import { useProduct } from '../../../lib/catalogue';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageMeta } from '../../../../shared/page-meta';
import { paths } from '../../../paths';
import { ProductGallery } from '../components/product-gallery';
import { ProductInfo } from '../components/product-info';
import { productTitle } from '../../../../shared/catalogue-text';

export function Component() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const data = product.data;
  const meta = data ? pageMeta().product(data) : undefined;
  useDocumentTitle(meta?.title ?? (product.isError ? messages.product.notFound : ''), meta?.description);
  // A failed product fetch is logged; the page reads 'Product not found.'
  if (product.isError) console.error('Product fetch failed', product.error);

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {data ? (
        <>
          <nav aria-label={messages.screenReader.breadcrumb} className="mb-4 text-sm text-gray-500">
            <Link to={paths.collections} className="hover:text-ink hover:underline">
              {messages.shop.shopAll}
            </Link>
            <span aria-hidden="true" className="mx-2">/</span>
            <bdi className="text-gray-800">{productTitle(data)}</bdi>
          </nav>
          <div className="grid gap-8 md:grid-cols-2 md:gap-12">
            <ProductGallery key={data._id} images={data.images} title={productTitle(data)} />
            <ProductInfo key={data._id} product={data} />
          </div>
        </>
      ) : product.isError ? (
        <CatalogMessage>{messages.product.notFound}</CatalogMessage>
      ) : (
        <ProductSkeleton />
      )}
    </section>
  );
}

function ProductSkeleton() {
  return (
    <div role="status" aria-label={messages.screenReader.loadingProduct} className="grid animate-pulse gap-8 pt-9 motion-reduce:animate-none md:grid-cols-2 md:gap-12">
      <div className="aspect-[4/5] rounded-xl bg-gray-200" />
      <div className="flex flex-col gap-4">
        <div className="h-9 w-3/4 rounded bg-gray-200" />
        <div className="h-8 w-1/3 rounded bg-gray-200" />
        <div className="h-24 rounded bg-gray-200" />
        <div className="h-11 w-2/3 rounded bg-gray-200" />
      </div>
    </div>
  );
}
