// A campaign's content (name, banner, link, call to action) as the API reference shows it in
// its examples, and as tests fill in a campaign.
export const CAMPAIGN_CONTENT_EXAMPLE = {
  name: "Spring launch",
  description: "Our new product is here",
  imageUrl: "https://cdn.example.com/spring.png",
  altText: "Spring launch banner",
  landingPageUrl: "https://example.com/spring",
  ctaText: "See what's new",
};
