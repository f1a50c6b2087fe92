import { FollowToggle, PublisherProfile, TranslatorProfile } from "@rawafed/design-system";
import { RatingForm } from "@rawafed/forms";
import type { TranslationLanguage } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import { useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { asSubmitResult, rateTranslator, setFollowing } from "../../runtime/comics";
import type { PublisherPage, TranslatorPage } from "../../server/comics/people";
import { useReaderAction } from "./actions";
import { useGridItem } from "./CatalogScreen";
import { ComicsFrame, type Reader } from "./ComicsFrame";
import { chapterHref, shownName } from "./links";
import { loginHref } from "./reader";

/** A country's name in the page's language, from its ISO code. */
const countryName = (locale: Locale, code: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** `/{l}/translators/{id}`: the profile, ratings (rate and follow when signed in), chapters. */
export function TranslatorScreen({
  locale,
  reader,
  page,
  path,
}: {
  locale: Locale;
  reader: Reader;
  page: TranslatorPage;
  path: string;
}) {
  const t = useT();
  const router = useRouter();
  const act = useReaderAction();
  const signedIn = reader.viewer !== null;
  const login = loginHref(locale, path);
  const { translator } = page;
  const own = reader.viewer?.id === translator.id;
  return (
    <ComicsFrame pageId="translator" locale={locale} reader={reader}>
      <TranslatorProfile
        name={translator.name}
        photoSrc={translator.photo}
        // Approved translators are professionals (SPEC.md section 4); the only level there is.
        level={t("comics.type.professional")}
        languages={translator.languages as TranslationLanguage[]}
        description={translator.description}
        followers={page.followers}
        rating={page.rating.average ?? 0}
        ratingCount={page.rating.count}
        translationQuality={page.rating.quality ?? 0}
        imageClarity={page.rating.clarity ?? 0}
        signedIn={signedIn}
        loginHref={login}
        follow={
          own ? undefined : (
            <FollowToggle
              pressed={page.following}
              onPressedChange={(following) =>
                void act(setFollowing("translator", translator.id, following))
              }
              loggedIn={signedIn}
              loginHref={login}
            />
          )
        }
        ratingForm={
          own || !signedIn ? undefined : (
            <RatingForm
              id="translator-rating"
              criteria={["stars", "quality", "clarity"]}
              title="comics.page.yourRating"
              titleLevel={3}
              defaultValues={page.rating.mine ?? undefined}
              onSubmit={async (values) => {
                const result = asSubmitResult(await rateTranslator(translator.id, values));
                if ("ok" in result) await router.invalidate();
                return result;
              }}
            />
          )
        }
        chapters={page.chapters.map((chapter) => ({
          id: `${chapter.comic.slug}-${chapter.language}-${chapter.number}`,
          comicName: shownName(locale, chapter.comic).name,
          chapterNumber: chapter.number,
          language: chapter.language,
          publishedAt: (chapter.publishedAt ?? "").slice(0, 16),
          href: chapterHref(locale, chapter.comic.slug, chapter.number, chapter.language),
        }))}
      />
    </ComicsFrame>
  );
}

/** `/{l}/publishers/{slug}`: the publisher, its series, follow when signed in. */
export function PublisherScreen({
  locale,
  reader,
  page,
  path,
}: {
  locale: Locale;
  reader: Reader;
  page: PublisherPage;
  path: string;
}) {
  const act = useReaderAction();
  const gridItem = useGridItem(locale);
  const signedIn = reader.viewer !== null;
  const login = loginHref(locale, path);
  const { publisher } = page;
  return (
    <ComicsFrame pageId="publisher" locale={locale} reader={reader}>
      <PublisherProfile
        name={publisher.name}
        country={countryName(locale, publisher.country)}
        founded={publisher.foundedOn ?? ""}
        seriesCount={page.seriesCount}
        followers={page.followers}
        description={publisher.description}
        signedIn={signedIn}
        loginHref={login}
        follow={
          <FollowToggle
            pressed={page.following}
            onPressedChange={(following) =>
              void act(setFollowing("publisher", publisher.id, following))
            }
            loggedIn={signedIn}
            loginHref={login}
          />
        }
        comics={page.comics.map((card) => ({ id: card.slug, ...gridItem(card) }))}
      />
    </ComicsFrame>
  );
}
