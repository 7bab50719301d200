import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

/** The attributes of a photo through Next's image optimizer (src, srcSet, sizes, loading...), for a plain <img>. */
export type PhotoAttributes = ReturnType<typeof getImageProps>['props'];

/**
 * A photo's <img> attributes, worked out on the server (next/image's documented `getImageProps`). With `preload` it is
 * also hinted from the head, with the photo's own priority, as next/image's Image does; React itself hints an eager
 * photo marked `fetchPriority="high"`.
 */
export function photoAttributes(props: ImageProps): PhotoAttributes {
  const { props: img } = getImageProps(props);
  if (props.preload && img.src) {
    preloadImage(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: props.fetchPriority });
  }
  return img;
}

/**
 * A photo rendered on the server as a plain <img>. next/image's Image is a client component: each page that showed one
 * shipped its code (about 8 KB of gzip) and hydrated every photo, for nothing it does in the browser here (no blur
 * placeholder, no onLoad).
 */
export function Photo(props: ImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's own attributes, alt included
  return <img {...photoAttributes(props)} />;
}
