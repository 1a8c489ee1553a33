/** Storing an uploaded photo (the editor's image picker): safe names, no silent overwrite, only photos. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { listImages, safeImageName, saveImage } from '../../engine/content/images';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});
const project = () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  roots.push(root);
  return root;
};
const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#345' } })
  .jpeg()
  .toBuffer();
const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#3456' } })
  .png()
  .toBuffer();

describe('safeImageName', () => {
  it.each([
    ['My Roof (2).JPEG', 'jpg', 'my-roof-2.jpg'],
    ['../../etc/passwd.png', 'png', 'passwd.png'],
    ['Café Été.webp', 'webp', 'cafe-ete.webp'],
    ['   .jpg', 'jpg', 'photo.jpg'],
    ['IMG_2041.jpeg', 'jpg', 'img-2041.jpg'],
  ] as const)('%s → %s', (original, type, expected) => {
    expect(safeImageName(original, type)).toBe(expected);
  });
});

describe('saveImage', () => {
  it('stores a photo under a safe name, named by its real kind, and lists it', () => {
    const root = project();
    expect(saveImage(root, 'Warehouse Roof.jpeg', jpeg)).toEqual({ saved: true, src: '/images/warehouse-roof.jpg' });
    // A PNG sent with a .jpg name is a PNG.
    expect(saveImage(root, 'logo.jpg', png)).toEqual({ saved: true, src: '/images/logo.png' });
    expect(listImages(root)).toEqual(['/images/logo.png', '/images/warehouse-roof.jpg']);
    expect(fs.readFileSync(path.join(root, 'images/warehouse-roof.jpg'))).toEqual(jpeg);
  });

  it('never overwrites a photo of the same name unless asked to replace it', () => {
    const root = project();
    saveImage(root, 'roof.jpg', jpeg);
    const other = Buffer.concat([jpeg, Buffer.from('different')]);
    expect(saveImage(root, 'ROOF.jpg', other)).toMatchObject({ saved: false, reason: 'exists', src: '/images/roof.jpg' });
    expect(fs.readFileSync(path.join(root, 'images/roof.jpg'))).toEqual(jpeg);
    expect(saveImage(root, 'roof.jpg', other, { replace: true })).toEqual({ saved: true, src: '/images/roof.jpg' });
    expect(fs.readFileSync(path.join(root, 'images/roof.jpg'))).toEqual(other);
  });

  it('refuses what is not a photo, and leaves nothing behind', () => {
    const root = project();
    expect(saveImage(root, 'notes.jpg', Buffer.from('not a photo'))).toMatchObject({ saved: false, reason: 'not-a-photo' });
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect(saveImage(root, 'anim.gif', gif)).toMatchObject({ saved: false, reason: 'not-a-photo' });
    expect(fs.existsSync(path.join(root, 'images')) ? fs.readdirSync(path.join(root, 'images')) : []).toEqual([]);
  });
});
