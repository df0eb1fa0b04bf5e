import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { useTestApp } from '../helpers/build-app';

/** Product images live in GridFS: prove the embedded database stores them byte for byte. */
describe('GridFS on the embedded database', () => {
  useTestApp(); // for its database connection

  it('stores a file, reads it back byte-identical, and deletes it', async () => {
    const bucket = new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: 'probe' });
    const bytes = randomBytes(700 * 1024); // several 255 KiB chunks
    const upload = bucket.openUploadStream('probe.bin', { metadata: { contentType: 'application/octet-stream' } });
    await new Promise<void>((resolve, reject) => upload.end(bytes, (err?: Error | null) => (err ? reject(err) : resolve())));

    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await bucket.delete(upload.id);
    expect(await bucket.find({ _id: upload.id }).toArray()).toHaveLength(0);
    expect(await mongoose.connection.db!.collection('probe.chunks').countDocuments({ files_id: upload.id })).toBe(0);
  });
});
