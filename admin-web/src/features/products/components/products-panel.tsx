import { useState } from 'react';
import { CellList } from '@/components/cell-list';
import { ListPager } from '@/components/list-pager';
import { ListSearchBar } from '@/components/list-search-bar';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { errorMessage } from '@/lib/api-client';
import { useListSearch } from '@/lib/list-search';
import { Button, Price, useToast } from '@farm-store/shared-ui/host/kit';
import { useDeleteProduct } from '../api/delete-product';
import { useProducts, type Product } from '../api/get-products';
import { categoryLabel } from '@/config/categories';
import { AddProductModal } from './add-product-modal';
import { EditProductModal } from './edit-product-modal';
import { ProductImage } from './product-image';
import './products.css';

/** Products, newest first, searched and paged by the server; the search and page are in the URL (?q=ghee&page=2). */
export function ProductsPanel() {
  const list = useListSearch();
  const products = useProducts(list.search);
  const page = products.data;
  const deleteProduct = useDeleteProduct();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);

  function onDelete(product: Product) {
    if (!window.confirm(`Are you sure you want to delete "${product.name}"?`)) return;
    deleteProduct.mutate(product.id, {
      onSuccess: () => toast.success(`${product.name} deleted.`),
      onError: (failure) => toast.error(errorMessage(failure, 'Failed to delete product.')),
    });
  }

  return (
    <Panel id="products" title="Products" actions={<Button onClick={() => setAdding(true)}>Add Product</Button>}>
      <ListSearchBar list={list} label="Search products by name" placeholder="e.g. ghee" noun="products" total={page?.total} updating={products.isFetching} />
      <ListTable
        caption={list.search.q ? `Products matching "${list.search.q}"` : 'All products'}
        rows={page?.rows}
        failed={products.isError}
        noun="products"
        empty={list.search.q ? `No product name contains "${list.search.q}".` : undefined}
        columns={[
          {
            key: 'product',
            header: 'Product',
            render: (product) => (
              <div className="product-cell">
                <ProductImage src={product.image_url} alt={product.name} />
                <div>
                  <strong>{product.name}</strong>
                  <p className="product-cell__description">{product.description}</p>
                </div>
              </div>
            ),
          },
          { key: 'category', header: 'Category', render: (product) => categoryLabel(product.category) },
          {
            key: 'visibility',
            header: 'Shop',
            render: (product) => (product.is_active === false ? <span className="muted">Hidden</span> : 'Visible'),
          },
          {
            key: 'variants',
            header: 'Variants',
            render: (product) => (
              <CellList items={product.variants} none="No variants" className="variant-list">
                {(variant) => (
                  <>
                    {variant.label}: <Price amount={variant.price} />
                    {' · '}
                    {variant.stock == null ? <span className="muted">stock not counted</span> : `${variant.stock} in stock`}
                    {' · '}
                    {variant.weight_grams == null ? (
                      <strong className="variant-list__warning">no weight: cannot be ordered</strong>
                    ) : (
                      `${variant.weight_grams} g`
                    )}
                  </>
                )}
              </CellList>
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (product) => (
              <div className="row-actions">
                <Button variant="secondary" aria-label={`Edit ${product.name}`} onClick={() => setEditing(product)}>
                  Edit
                </Button>
                <Button
                  variant="danger"
                  aria-label={`Delete ${product.name}`}
                  busy={deleteProduct.isPending && deleteProduct.variables === product.id}
                  disabled={deleteProduct.isPending}
                  onClick={() => onDelete(product)}
                >
                  Delete
                </Button>
              </div>
            ),
          },
        ]}
      />
      {page && <ListPager label="Product pages" page={list.search.page} totalPages={page.totalPages} onPage={list.setPage} />}
      <AddProductModal open={adding} onClose={() => setAdding(false)} />
      {editing && <EditProductModal key={editing.id} product={editing} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
