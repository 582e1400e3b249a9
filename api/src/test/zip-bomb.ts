import zlib from 'node:zlib';

/**
 * A small, valid ZIP whose entries inflate to `entries x entryBytes` of zeros (deflate squeezes
 * zeros about 1000:1). The entry names are the ones type sniffers open to tell docx/odt from
 * zip, so a sniffer that inflated without a limit would be caught. Built by hand: no zip library
 * needed, and every byte is under the test's control.
 */
export function zipBomb(entries = 12, entryBytes = 32 * 1024 * 1024): Buffer {
  const zeros = Buffer.alloc(entryBytes);
  const compressed = zlib.deflateRawSync(zeros, { level: 9 });
  const crc = zlib.crc32(zeros);
  const names = ['[Content_Types].xml', 'mimetype', 'word/document.xml'];
  while (names.length < entries) names.push(`bomb/${names.length}.bin`);

  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names.slice(0, entries)) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time + date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entryBytes, 22);
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, fileName, compressed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entryBytes, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
