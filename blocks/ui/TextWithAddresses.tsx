/**
 * Text an editor writes, which may mention an e-mail address or a link. Such a word is longer
 * than a phone's line can hold, and the browser would break it anywhere ("…roofing.c / om");
 * here it may break only at its punctuation (a <wbr> after "@" and "/"), and in a column too
 * narrow for its longest piece the address alone is set smaller. Text without an address is
 * returned as it is.
 */
import { type CSSProperties, Fragment } from 'react';

/** An e-mail address, or a link written out ("https://…", "www.…"). */
const addressPattern = /([^\s@]+@[^\s@]+\.[^\s@]+|https?:\/\/\S+|www\.\S+)/;

/**
 * The address in pieces, each ending where a line may break: after "@" and "/", before "?", "#"
 * and "&", and in a link also before the dots of its host. Never inside an e-mail's domain:
 * "office@" and "example.com" read better on two lines than "office@example" and ".com".
 */
function addressPieces(address: string): string[] {
  return address.split(address.includes('@') ? /(?<=[@/])(?!\/)|(?=[?#&])/ : /(?<=\/)(?!\/)|(?=[.?#&])/).filter(Boolean);
}

/** An address: its pieces, each where a line may break, set smaller only if its longest piece is wider than the column. */
function Address({ address }: { address: string }) {
  const pieces = addressPieces(address);
  return (
    <span className="fit-inline" style={{ '--longest-word': Math.max(...pieces.map((piece) => piece.length)) } as CSSProperties}>
      {pieces.map((piece, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address, in a fixed order.
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

export function TextWithAddresses({ text }: { text: string }) {
  const parts = text.split(addressPattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in a fixed order.
      <Address key={index} address={part} />
    ),
  );
}
