import mongoose from 'mongoose';
import { startTestApp, testConfig } from '../helpers/build-app';
import { until } from '../helpers/until';
import { pngBytes } from '../catalogue/fixtures';

describe('unused product images', () => {
  it('are deleted once the API is up when no product used them for a day', async () => {
    // A database where an upload from 25 hours ago was never given to a product.
    const uri = testConfig().MONGODB_URI;
    const client = await new mongoose.mongo.MongoClient(uri).connect();
    const upload = new mongoose.mongo.GridFSBucket(client.db(), { bucketName: 'images' }).openUploadStream('old.png', {
      metadata: { contentType: 'image/png' },
    });
    await new Promise<void>((resolve, reject) => upload.end(pngBytes(), (err?: Error | null) => (err ? reject(err) : resolve())));
    const files = client.db().collection('images.files');
    await files.updateOne({ _id: upload.id }, { $set: { uploadDate: new Date(Date.now() - 25 * 60 * 60 * 1000) } });

    const t = await startTestApp({ MONGODB_URI: uri });
    try {
      await until(async () => (await files.countDocuments({ _id: upload.id })) === 0, 'the start-up sweep to delete the unused upload');
      expect((await fetch(`${t.url}/api/images/${upload.id.toString()}`)).status).toBe(404);
    } finally {
      await t.close();
      await client.close();
    }
  });
});
