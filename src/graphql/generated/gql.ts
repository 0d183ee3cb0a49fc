/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment OptionsFieldsParts on OptionsFields {\n  subscriptions {\n    socials {\n      name\n      url\n    }\n    langs {\n      code\n      label\n    }\n  }\n  faq {\n    hidden\n    faqObject {\n      question\n      answer\n    }\n  }\n  contacts {\n    email\n    phone\n    address\n    timeWork\n    mapUrl\n    messengerUrl\n    botUrl\n  }\n  header {\n    products {\n      slug\n      title\n      image\n      price\n    }\n  }\n  buttonType\n  copyright\n}\n\nquery SiteOptionsUk {\n  siteOptions {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsEn {\n  siteOptionsEn {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsRu {\n  siteOptionsRu {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}": typeof types.OptionsFieldsPartsFragmentDoc,
    "query PageBySlug($uri: ID!) {\n  page(id: $uri, idType: URI) {\n    databaseId\n    slug\n    uri\n    title\n    content\n    modified\n    language {\n      slug\n    }\n    translations {\n      slug\n      uri\n      language {\n        slug\n      }\n    }\n  }\n}": typeof types.PageBySlugDocument,
    "fragment PostSummaryParts on Post {\n  databaseId\n  slug\n  uri\n  title\n  excerpt\n  date\n  featuredImage {\n    node {\n      sourceUrl\n      altText\n      mediaDetails {\n        width\n        height\n      }\n    }\n  }\n  categories {\n    nodes {\n      slug\n      name\n    }\n  }\n}\n\nquery LatestPosts($language: LanguageCodeFilterEnum!, $first: Int!, $categoryName: String) {\n  posts(\n    first: $first\n    where: {language: $language, categoryName: $categoryName, orderby: [{field: DATE, order: DESC}]}\n  ) {\n    nodes {\n      ...PostSummaryParts\n    }\n  }\n}": typeof types.PostSummaryPartsFragmentDoc,
    "query SitemapPages($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  pages(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      slug\n      modified\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery SitemapPosts($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  posts(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      databaseId\n      date\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.SitemapPagesDocument,
    "query PrizeWheels($language: LanguageCodeFilterEnum!) {\n  prizeWheels(first: 20, where: {language: $language}) {\n    nodes {\n      databaseId\n      slug\n      title\n      wheelFields {\n        logic {\n          openCondition\n          delaySeconds\n        }\n        prizes {\n          label\n          discountType\n          amount\n          weight\n        }\n      }\n    }\n  }\n}": typeof types.PrizeWheelsDocument,
};
const documents: Documents = {
    "fragment OptionsFieldsParts on OptionsFields {\n  subscriptions {\n    socials {\n      name\n      url\n    }\n    langs {\n      code\n      label\n    }\n  }\n  faq {\n    hidden\n    faqObject {\n      question\n      answer\n    }\n  }\n  contacts {\n    email\n    phone\n    address\n    timeWork\n    mapUrl\n    messengerUrl\n    botUrl\n  }\n  header {\n    products {\n      slug\n      title\n      image\n      price\n    }\n  }\n  buttonType\n  copyright\n}\n\nquery SiteOptionsUk {\n  siteOptions {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsEn {\n  siteOptionsEn {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsRu {\n  siteOptionsRu {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}": types.OptionsFieldsPartsFragmentDoc,
    "query PageBySlug($uri: ID!) {\n  page(id: $uri, idType: URI) {\n    databaseId\n    slug\n    uri\n    title\n    content\n    modified\n    language {\n      slug\n    }\n    translations {\n      slug\n      uri\n      language {\n        slug\n      }\n    }\n  }\n}": types.PageBySlugDocument,
    "fragment PostSummaryParts on Post {\n  databaseId\n  slug\n  uri\n  title\n  excerpt\n  date\n  featuredImage {\n    node {\n      sourceUrl\n      altText\n      mediaDetails {\n        width\n        height\n      }\n    }\n  }\n  categories {\n    nodes {\n      slug\n      name\n    }\n  }\n}\n\nquery LatestPosts($language: LanguageCodeFilterEnum!, $first: Int!, $categoryName: String) {\n  posts(\n    first: $first\n    where: {language: $language, categoryName: $categoryName, orderby: [{field: DATE, order: DESC}]}\n  ) {\n    nodes {\n      ...PostSummaryParts\n    }\n  }\n}": types.PostSummaryPartsFragmentDoc,
    "query SitemapPages($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  pages(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      slug\n      modified\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery SitemapPosts($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  posts(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      databaseId\n      date\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.SitemapPagesDocument,
    "query PrizeWheels($language: LanguageCodeFilterEnum!) {\n  prizeWheels(first: 20, where: {language: $language}) {\n    nodes {\n      databaseId\n      slug\n      title\n      wheelFields {\n        logic {\n          openCondition\n          delaySeconds\n        }\n        prizes {\n          label\n          discountType\n          amount\n          weight\n        }\n      }\n    }\n  }\n}": types.PrizeWheelsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OptionsFieldsParts on OptionsFields {\n  subscriptions {\n    socials {\n      name\n      url\n    }\n    langs {\n      code\n      label\n    }\n  }\n  faq {\n    hidden\n    faqObject {\n      question\n      answer\n    }\n  }\n  contacts {\n    email\n    phone\n    address\n    timeWork\n    mapUrl\n    messengerUrl\n    botUrl\n  }\n  header {\n    products {\n      slug\n      title\n      image\n      price\n    }\n  }\n  buttonType\n  copyright\n}\n\nquery SiteOptionsUk {\n  siteOptions {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsEn {\n  siteOptionsEn {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsRu {\n  siteOptionsRu {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}"): (typeof documents)["fragment OptionsFieldsParts on OptionsFields {\n  subscriptions {\n    socials {\n      name\n      url\n    }\n    langs {\n      code\n      label\n    }\n  }\n  faq {\n    hidden\n    faqObject {\n      question\n      answer\n    }\n  }\n  contacts {\n    email\n    phone\n    address\n    timeWork\n    mapUrl\n    messengerUrl\n    botUrl\n  }\n  header {\n    products {\n      slug\n      title\n      image\n      price\n    }\n  }\n  buttonType\n  copyright\n}\n\nquery SiteOptionsUk {\n  siteOptions {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsEn {\n  siteOptionsEn {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}\n\nquery SiteOptionsRu {\n  siteOptionsRu {\n    optionsFields {\n      ...OptionsFieldsParts\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PageBySlug($uri: ID!) {\n  page(id: $uri, idType: URI) {\n    databaseId\n    slug\n    uri\n    title\n    content\n    modified\n    language {\n      slug\n    }\n    translations {\n      slug\n      uri\n      language {\n        slug\n      }\n    }\n  }\n}"): (typeof documents)["query PageBySlug($uri: ID!) {\n  page(id: $uri, idType: URI) {\n    databaseId\n    slug\n    uri\n    title\n    content\n    modified\n    language {\n      slug\n    }\n    translations {\n      slug\n      uri\n      language {\n        slug\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostSummaryParts on Post {\n  databaseId\n  slug\n  uri\n  title\n  excerpt\n  date\n  featuredImage {\n    node {\n      sourceUrl\n      altText\n      mediaDetails {\n        width\n        height\n      }\n    }\n  }\n  categories {\n    nodes {\n      slug\n      name\n    }\n  }\n}\n\nquery LatestPosts($language: LanguageCodeFilterEnum!, $first: Int!, $categoryName: String) {\n  posts(\n    first: $first\n    where: {language: $language, categoryName: $categoryName, orderby: [{field: DATE, order: DESC}]}\n  ) {\n    nodes {\n      ...PostSummaryParts\n    }\n  }\n}"): (typeof documents)["fragment PostSummaryParts on Post {\n  databaseId\n  slug\n  uri\n  title\n  excerpt\n  date\n  featuredImage {\n    node {\n      sourceUrl\n      altText\n      mediaDetails {\n        width\n        height\n      }\n    }\n  }\n  categories {\n    nodes {\n      slug\n      name\n    }\n  }\n}\n\nquery LatestPosts($language: LanguageCodeFilterEnum!, $first: Int!, $categoryName: String) {\n  posts(\n    first: $first\n    where: {language: $language, categoryName: $categoryName, orderby: [{field: DATE, order: DESC}]}\n  ) {\n    nodes {\n      ...PostSummaryParts\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SitemapPages($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  pages(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      slug\n      modified\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery SitemapPosts($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  posts(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      databaseId\n      date\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query SitemapPages($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  pages(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      slug\n      modified\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}\n\nquery SitemapPosts($language: LanguageCodeFilterEnum!, $first: Int!, $after: String) {\n  posts(first: $first, after: $after, where: {language: $language}) {\n    nodes {\n      databaseId\n      date\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrizeWheels($language: LanguageCodeFilterEnum!) {\n  prizeWheels(first: 20, where: {language: $language}) {\n    nodes {\n      databaseId\n      slug\n      title\n      wheelFields {\n        logic {\n          openCondition\n          delaySeconds\n        }\n        prizes {\n          label\n          discountType\n          amount\n          weight\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query PrizeWheels($language: LanguageCodeFilterEnum!) {\n  prizeWheels(first: 20, where: {language: $language}) {\n    nodes {\n      databaseId\n      slug\n      title\n      wheelFields {\n        logic {\n          openCondition\n          delaySeconds\n        }\n        prizes {\n          label\n          discountType\n          amount\n          weight\n        }\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;