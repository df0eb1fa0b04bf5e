import { seedDemoData } from '../../src/scripts/seed';
import { CatalogueVersionModel, ProductModel } from '../../src/modules/catalogue/model';
import { useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { adminHeaders } from '../helpers/accounts';
import { createProduct } from './fixtures';

const names = (body: { products: Array<{ name: string }> }) => body.products.map((p) => p.name);

describe('GET /api/products/search (the demo catalogue)', () => {
  const t = useTestApp();
  const { api } = t;
  beforeAll(async () => {
    await seedDemoData(t.config);
  });

  it('finds paneer, which is not on the Meat & Poultry shelf, from any shelf', async () => {
    const res = await api.get('/api/products/search?q=paneer');
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Farm Fresh Paneer']);
    expect(res.body.products[0]).toMatchObject({
      category: 'dairy',
      variants: [
        { label: '200g', price: 110 },
        { label: '500g', price: 260 },
      ],
    });
    expect(res.body).toMatchObject({ total: 1, totalPages: 1, page: 1 });
  });

  it('ignores case and accents', async () => {
    for (const q of ['PANEER', 'Pâneer', 'pañeer ']) {
      expect(names((await api.get(`/api/products/search?q=${encodeURIComponent(q)}`)).body)).toEqual(['Farm Fresh Paneer']);
    }
  });

  it('ranks a name prefix over a name word over a word inside a name over the shelf over the description', async () => {
    // Within a rank the catalogue's order holds: shelves alphabetically by key (eggs before livebirds).
    expect(names((await api.get('/api/products/search?q=kadaknath')).body)).toEqual(['Kadaknath Eggs', 'Kadaknath Chicken (Live)']);
    // Name prefix first; "Country ducks raised near farm ponds" only in a description comes last.
    expect(names((await api.get('/api/products/search?q=country')).body)).toEqual([
      'Country Chicken Eggs',
      'Country Chicken (Natu Kodi)',
      'Country Chicken Pickle',
      'Duck (Live)',
    ]);
    // A word of six names, then a pickle whose description mentions gingelly oil.
    expect(names((await api.get('/api/products/search?q=oil')).body)).toEqual([
      'Cold-Pressed Coconut Oil',
      'Cold-Pressed Groundnut Oil',
      'Cold-Pressed Mustard Oil',
      'Cold-Pressed Safflower Oil',
      'Cold-Pressed Sesame (Gingelly) Oil',
      'Cold-Pressed Sunflower Oil',
      'Country Chicken Pickle',
    ]);
    // Inside a word of the name, then inside a word of a description ("a nutritious snack").
    expect(names((await api.get('/api/products/search?q=nut')).body)).toEqual([
      'Walnut Kernels',
      'Cold-Pressed Coconut Oil',
      'Cold-Pressed Groundnut Oil',
      'Quail Eggs',
    ]);
    // Only the shelf's name ("Dry Fruits"), then only a description ("Gir cow milk").
    expect(names((await api.get('/api/products/search?q=fruits')).body)).toHaveLength(7);
    expect(names((await api.get('/api/products/search?q=gir')).body)).toEqual(['A2 Desi Cow Ghee']);
  });

  it('finds a shelf by its name, in English or Telugu, and needs every word of the query', async () => {
    const dairy = names((await api.get('/api/products/search?q=dairy')).body);
    expect(dairy).toHaveLength(6);
    expect(dairy).toContain('Set Curd');
    expect(names((await api.get(`/api/products/search?q=${encodeURIComponent('పచ్చళ్లు')}&limit=48`)).body)).toHaveLength(8);
    expect(names((await api.get('/api/products/search?q=mango%20pickle')).body)).toEqual(['Avakaya Mango Pickle']);
    expect(names((await api.get('/api/products/search?q=mango%20oil')).body)).toEqual([]);
  });

  it('pages the matches', async () => {
    const first = await api.get('/api/products/search?q=millet&limit=5');
    expect(first.body).toMatchObject({ total: 8, totalPages: 2, page: 1 });
    expect(first.body.products).toHaveLength(5);
    const second = await api.get('/api/products/search?q=millet&limit=5&page=2');
    expect(second.body.products).toHaveLength(3);
    expect(new Set([...names(first.body), ...names(second.body)]).size).toBe(8);
    expect((await api.get('/api/products/search?q=millet&limit=5&page=9')).body.products).toEqual([]);
  });

  it('refuses a missing, empty or too long query and unknown parameters with a message', async () => {
    for (const path of [
      '/api/products/search',
      '/api/products/search?q=',
      `/api/products/search?q=${'a'.repeat(81)}`,
      '/api/products/search?q=a&limit=49',
      '/api/products/search?q=a&sort=name',
    ]) {
      const res = await api.get(path);
      expect(res.status).toBe(400);
      expect(typeof res.body.msg).toBe('string');
    }
  });

  it('says plainly that a search is too long, at 81 characters and at 300', async () => {
    for (const length of [81, 300]) {
      const res = await api.get(`/api/products/search?q=${'chicken '.repeat(40).slice(0, length)}`);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Search words can be at most 80 characters.');
    }
    expect((await api.get(`/api/products/search?q=${'a'.repeat(80)}`)).status).toBe(200);
  });

  it('forgives a slip of typing in a word of four letters or more, after the exact matches', async () => {
    // One edit in a word of 4–7 letters: a missing, an extra, a wrong or two swapped letters.
    for (const q of ['chiken', 'chickn', 'chikcen', 'chocken']) {
      const found = names((await api.get(`/api/products/search?q=${q}&limit=48`)).body);
      expect(found).toContain('Sonali Chicken (Live)');
      expect(found).toContain('Country Chicken Pickle');
    }
    // Two edits from eight letters up; one is not enough below that, and short words must be exact.
    expect(names((await api.get('/api/products/search?q=pistachois')).body)).toEqual(['Pistachios (Salted)']);
    expect(names((await api.get('/api/products/search?q=kadaknat')).body)).toEqual(['Kadaknath Eggs', 'Kadaknath Chicken (Live)']);
    expect(names((await api.get('/api/products/search?q=panner')).body)).toEqual(['Farm Fresh Paneer']);
    expect(names((await api.get('/api/products/search?q=pnr')).body)).toEqual([]);
    expect(names((await api.get('/api/products/search?q=chkn')).body)).toEqual([]);
    // The exact matches first: "curd" is a name word, and "card" is a slip for it only after them.
    expect(names((await api.get('/api/products/search?q=curd')).body)).toEqual(['Set Curd']);
    expect(names((await api.get('/api/products/search?q=mango%20pikle')).body)).toEqual(['Avakaya Mango Pickle']);
  });

  it('finds products by their Telugu names, Telugu words and their Latin spellings', async () => {
    const telugu = names((await api.get(`/api/products/search?q=${encodeURIComponent('కోడి')}&limit=48`)).body);
    expect(telugu).toEqual(expect.arrayContaining(['Sonali Chicken (Live)', 'Country Chicken Eggs', 'Country Chicken Pickle']));
    expect(names((await api.get(`/api/products/search?q=${encodeURIComponent('నెయ్యి')}`)).body)).toEqual(['A2 Desi Cow Ghee', 'Buffalo Ghee']);
    expect(names((await api.get(`/api/products/search?q=${encodeURIComponent('కొర్రలు')}`)).body)).toEqual(['Foxtail Millet', 'Browntop Millet']);

    const kodi = names((await api.get('/api/products/search?q=kodi&limit=48')).body);
    expect(kodi).toEqual(expect.arrayContaining(['Sonali Chicken (Live)', 'Kadaknath Chicken (Live)', 'Boneless Chicken Pickle']));
    expect(kodi).not.toContain('Kodo Millet'); // a Telugu word, not a slip for "kodo"
    for (const q of ['gudlu', 'guddu']) {
      const eggs = names((await api.get(`/api/products/search?q=${q}&limit=48`)).body);
      expect(eggs).toHaveLength(6);
      expect(eggs).toContain('Quail Eggs');
    }
    expect(names((await api.get('/api/products/search?q=neyyi')).body)).toEqual(['A2 Desi Cow Ghee', 'Buffalo Ghee']);
    expect(names((await api.get('/api/products/search?q=avakai')).body)).toEqual(['Avakaya Mango Pickle']);
    expect(names((await api.get('/api/products/search?q=kodi%20pachadi')).body)).toEqual(['Country Chicken Pickle', 'Boneless Chicken Pickle']);
    expect(names((await api.get('/api/products/search?q=constructor')).body)).toEqual([]);
  });

  it('answers 304 to its ETag, and shows an admin edit at once', async () => {
    const first = await fetch(`${t.url}/api/products/search?q=ghee`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.url}/api/products/search?q=ghee`, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await createProduct(t, { name: 'Goat Milk Ghee', category: 'dairy' }, { label: '250ml', price: 700 });
    const after = await api.get('/api/products/search?q=ghee');
    expect(names(after.body)).toEqual(['A2 Desi Cow Ghee', 'Buffalo Ghee', 'Goat Milk Ghee']);
    expect(after.headers.get('etag')).not.toBe(etag);

    const goat = after.body.products[2];
    expect((await api.put(`/api/admin/products/${goat.id}`, { name: 'Goat Milk Butter Oil' }, adminHeaders(t))).status).toBe(200);
    expect(names((await api.get('/api/products/search?q=ghee')).body)).toEqual(['A2 Desi Cow Ghee', 'Buffalo Ghee']);
  });

  it('finds Telugu names, and sees a product another API process adds once the catalogue version moves', async () => {
    // Another process writes straight to the database and bumps the shared version, as every catalogue write does.
    await ProductModel.create({ name: 'అడవి తేనె', description: 'Forest honey', category: 'dairy', name_key: 'అడవి తేనె', sort_rank: 0 });
    await CatalogueVersionModel.updateOne({ _id: 'catalogue' }, { $inc: { version: 1 } }, { upsert: true });
    // The background check reads the version within about a second: ask until it shows.
    const found = await until(async () => {
      const shown = names((await api.get(`/api/products/search?q=${encodeURIComponent('తేనె')}`)).body);
      return shown.length > 0 && shown;
    }, 'the new product in the search');
    expect(found).toEqual(['అడవి తేనె']);
  });
});
