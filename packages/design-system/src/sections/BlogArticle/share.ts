export type ShareNetwork = "x" | "linkedin" | "facebook" | "whatsapp" | "email";

export const shareNetworks: readonly ShareNetwork[] = [
  "x",
  "linkedin",
  "facebook",
  "whatsapp",
  "email",
];

/** The share address of a page on each network, built from its absolute URL and its title. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (network) {
    case "x":
      return `https://x.com/intent/tweet?url=${u}&text=${text}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
    case "email":
      return `mailto:?subject=${text}&body=${u}`;
  }
}
