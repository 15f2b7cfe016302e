//! The words of the game in the player's language. Every string a player sees comes from a
//! Fluent file in `assets/i18n/` (one per language, built into the binary); the code names a
//! message by its id and gives its variables, and Fluent chooses the words, the plural form
//! ("1 disc", "2 discs") and the order. Numbers passed as variables are written the
//! language's way (`1,234.5`, `1 234,5`, `1.234,5`).
//!
//! - [`Locale`] is the language in use and its messages. Systems that compose a text ask it
//!   ([`Locale::t`], the [`tr!`](crate::tr) macro) and compose again when it changes.
//! - [`Tr`] on a `Text` or `TextSpan` entity is a message that shows itself: the text is
//!   written from it in the language in use, and written again when the language or the
//!   message changes, so a label never has to be told of a switch.
//! - [`Lang`] is one of the languages, [`system_language`] the one the system's locale asks
//!   for (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`, or the platform's own setting).
//!
//! The command line, the saved files, and the log lines that tests read stay in English.

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A language of the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "fr")]
    French,
    #[serde(rename = "de")]
    German,
    #[serde(rename = "es")]
    Spanish,
    #[serde(rename = "nl")]
    Dutch,
    #[serde(rename = "it")]
    Italian,
    #[serde(rename = "ja")]
    Japanese,
    #[serde(rename = "zh-Hans")]
    Chinese,
}

impl Lang {
    /// Every language, in the order the language choice lists them.
    pub const ALL: [Lang; 8] = [
        Lang::English,
        Lang::French,
        Lang::German,
        Lang::Spanish,
        Lang::Dutch,
        Lang::Italian,
        Lang::Japanese,
        Lang::Chinese,
    ];

    /// The language's tag (BCP 47), as `--lang` and `settings.ron` write it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::English => "en",
            Lang::French => "fr",
            Lang::German => "de",
            Lang::Spanish => "es",
            Lang::Dutch => "nl",
            Lang::Italian => "it",
            Lang::Japanese => "ja",
            Lang::Chinese => "zh-Hans",
        }
    }

    /// The language's name in itself, as the language choice shows it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::French => "Français",
            Lang::German => "Deutsch",
            Lang::Spanish => "Español",
            Lang::Dutch => "Nederlands",
            Lang::Italian => "Italiano",
            Lang::Japanese => "日本語",
            Lang::Chinese => "简体中文",
        }
    }

    /// The language a locale or language tag names: `fr`, `fr_CA.UTF-8`, `de-AT`,
    /// `ja_JP.eucJP`, `zh_CN`, `zh-Hans`, `nl_BE@euro`. `None` for a language the game does not
    /// have, and for Traditional Chinese (`zh_TW`, `zh_HK`, `zh-Hant`), which Simplified Chinese
    /// would not serve.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        // Drop the encoding and the modifier, then split language and region or script.
        let base = locale.split(['.', '@']).next().unwrap_or("");
        let mut parts = base.split(['_', '-']);
        let language = parts.next()?.to_ascii_lowercase();
        let rest: Vec<String> = parts.map(str::to_ascii_lowercase).collect();
        Some(match language.as_str() {
            "en" => Lang::English,
            "fr" => Lang::French,
            "de" => Lang::German,
            "es" => Lang::Spanish,
            "nl" => Lang::Dutch,
            "it" => Lang::Italian,
            "ja" => Lang::Japanese,
            "zh" => {
                let traditional = rest
                    .iter()
                    .any(|p| matches!(p.as_str(), "hant" | "tw" | "hk" | "mo"));
                let simplified = rest.iter().any(|p| p == "hans");
                if traditional && !simplified {
                    return None;
                }
                Lang::Chinese
            }
            _ => return None,
        })
    }

    /// This language's place in [`Lang::ALL`].
    fn index(self) -> usize {
        Lang::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// `--lang`'s values: the tags of [`Lang::code`], and any locale [`Lang::from_locale`] reads.
impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        Lang::from_locale(s.trim()).ok_or_else(|| {
            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
            format!(
                "no language '{}': the game speaks {}",
                s.escape_debug(),
                known.join(", ")
            )
        })
    }
}

/// The language the system's locale asks for, given a way to read the environment: GNU's
/// `LANGUAGE` list first (the first language of it the game has), then the first set of
/// `LC_ALL`, `LC_MESSAGES` and `LANG`, as POSIX orders them. The `C` and `POSIX` locales ask
/// for none (and, as in gettext, turn `LANGUAGE` off). Where the environment says nothing,
/// the platform's own setting (`platform`, the system API on Windows and macOS).
pub fn system_language(
    env: impl Fn(&str) -> Option<String>,
    platform: impl FnOnce() -> Option<String>,
) -> Option<Lang> {
    let set = |name: &str| env(name).filter(|v| !v.is_empty());
    let locale = set("LC_ALL")
        .or_else(|| set("LC_MESSAGES"))
        .or_else(|| set("LANG"));
    let is_c = |l: &str| {
        let base = l.split(['.', '@']).next().unwrap_or("");
        base == "C" || base == "POSIX"
    };
    if let Some(locale) = &locale {
        if is_c(locale) {
            return None;
        }
        if let Some(list) = set("LANGUAGE")
            && let Some(lang) = list.split(':').find_map(Lang::from_locale)
        {
            return Some(lang);
        }
        return Lang::from_locale(locale);
    }
    platform().and_then(|l| Lang::from_locale(&l))
}

/// The language the running system asks for (see [`system_language`]).
pub fn system_language_now() -> Option<Lang> {
    system_language(|name| std::env::var(name).ok(), platform_locale)
}

/// The platform's locale where it is not in the environment (Windows, macOS).
#[cfg(not(unix))]
fn platform_locale() -> Option<String> {
    sys_locale::get_locale()
}

/// On Unix the environment is the platform's setting.
#[cfg(unix)]
fn platform_locale() -> Option<String> {
    None
}

/// The Fluent files, one per language, in the order of [`Lang::ALL`].
pub const SOURCES: [(Lang, &str); 8] = [
    (Lang::English, include_str!("../../../assets/i18n/en.ftl")),
    (Lang::French, include_str!("../../../assets/i18n/fr.ftl")),
    (Lang::German, include_str!("../../../assets/i18n/de.ftl")),
    (Lang::Spanish, include_str!("../../../assets/i18n/es.ftl")),
    (Lang::Dutch, include_str!("../../../assets/i18n/nl.ftl")),
    (Lang::Italian, include_str!("../../../assets/i18n/it.ftl")),
    (Lang::Japanese, include_str!("../../../assets/i18n/ja.ftl")),
    (
        Lang::Chinese,
        include_str!("../../../assets/i18n/zh-Hans.ftl"),
    ),
];

/// A message's variable: text, a whole number, a number with a fixed count of decimals, or
/// another message.
/// Numbers are written the language's way and choose the plural form.
#[derive(Clone, PartialEq, Debug)]
pub enum Arg {
    Text(String),
    Int(i64),
    /// A number and how many decimals to write.
    Decimal(f64, u8),
    /// Another message, written in the same language as the one that holds it (a level's or
    /// a player's name inside a sentence), so it follows a change of language too.
    Message(Box<Tr>),
}

impl Arg {
    /// `value` written with `decimals` decimals.
    pub fn decimal(value: f64, decimals: u8) -> Arg {
        Arg::Decimal(value, decimals)
    }

    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Arg::Text(s) => FluentValue::from(s.as_str()),
            Arg::Int(n) => FluentValue::from(*n),
            // Written by `Catalog::message` in its language before the message is formatted.
            Arg::Message(_) => FluentValue::None,
            Arg::Decimal(x, d) => {
                let mut number = fluent_bundle::types::FluentNumber::from(*x);
                number.options.minimum_fraction_digits = Some(usize::from(*d));
                number.options.maximum_fraction_digits = Some(usize::from(*d));
                FluentValue::Number(number)
            }
        }
    }
}

impl From<Tr> for Arg {
    fn from(t: Tr) -> Arg {
        Arg::Message(Box::new(t))
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
macro_rules! int_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_arg!(i8, i16, i32, i64, u8, u16, u32, u64, usize, isize);

/// Writes a number the way `lang` does: its decimal sign, and its thousands separator from
/// five digits on (Spanish) or four (the others); `decimals` fixes the count of decimals,
/// `None` writes a whole number as it is and a fraction as short as it reads.
pub fn format_number(lang: Lang, value: f64, decimals: Option<usize>, grouping: bool) -> String {
    let (decimal_sign, group_sign, min_group) = match lang {
        Lang::English | Lang::Japanese | Lang::Chinese => (".", ",", 4),
        // A no-break space, as French typography writes it (Inter has the glyph).
        Lang::French => (",", "\u{a0}", 4),
        Lang::German | Lang::Dutch | Lang::Italian => (",", ".", 4),
        Lang::Spanish => (",", ".", 5),
    };
    let text = match decimals {
        Some(d) => format!("{:.*}", d, value),
        None => format!("{value}"),
    };
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.as_str()),
    };
    let (whole, fraction) = match digits.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (digits, None),
    };
    let mut grouped = String::new();
    if grouping && whole.len() >= min_group && whole.bytes().all(|b| b.is_ascii_digit()) {
        for (i, c) in whole.chars().enumerate() {
            if i > 0 && (whole.len() - i) % 3 == 0 {
                grouped.push_str(group_sign);
            }
            grouped.push(c);
        }
    } else {
        grouped.push_str(whole);
    }
    match fraction {
        Some(f) => format!("{sign}{grouped}{decimal_sign}{f}"),
        None => format!("{sign}{grouped}"),
    }
}

/// Fluent's hook for numbers, one per language (a plain function pointer cannot carry the
/// language, so the language is its constant parameter: the index into [`Lang::ALL`]).
fn number_formatter<const L: usize, M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let decimals = match (
        n.options.minimum_fraction_digits,
        n.options.maximum_fraction_digits,
    ) {
        (Some(a), Some(b)) if a == b => Some(a),
        _ => None,
    };
    let grouping = n.options.use_grouping;
    Some(format_number(Lang::ALL[L], n.value, decimals, grouping))
}

/// The messages of every language, parsed once.
pub struct Catalog {
    bundles: Vec<FluentBundle<FluentResource>>,
    /// What went wrong reading the files (none in a tested build): told in the log once.
    pub problems: Vec<String>,
}

impl Catalog {
    /// Parses the built-in files. A file with errors keeps the messages that parse.
    pub fn builtin() -> Catalog {
        Catalog::from_sources(&SOURCES)
    }

    /// Parses `sources` (one per language of [`Lang::ALL`], in that order).
    pub fn from_sources(sources: &[(Lang, &str); 8]) -> Catalog {
        let formatters: [fn(&FluentValue<'_>, &_) -> Option<String>; 8] = [
            number_formatter::<0, _>,
            number_formatter::<1, _>,
            number_formatter::<2, _>,
            number_formatter::<3, _>,
            number_formatter::<4, _>,
            number_formatter::<5, _>,
            number_formatter::<6, _>,
            number_formatter::<7, _>,
        ];
        let mut problems = Vec::new();
        let mut bundles = Vec::new();
        for (i, (lang, text)) in sources.iter().enumerate() {
            let langid: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            // No Unicode isolation marks around variables: the text is never right-to-left,
            // and the marks would show as boxes.
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(formatters[i]));
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    problems.push(format!(
                        "{}.ftl: {} errors: {:?}",
                        lang.code(),
                        errors.len(),
                        errors.first()
                    ));
                    r
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                problems.push(format!("{}.ftl: {:?}", lang.code(), errors.first()));
            }
            bundles.push(bundle);
        }
        Catalog { bundles, problems }
    }

    /// What `tr` says in `lang`.
    fn render(&self, lang: Lang, tr: &Tr) -> String {
        match &tr.key {
            Key::Id(id) => self.message(lang, id, &tr.args),
            Key::Verbatim(s) => s.clone(),
        }
    }

    /// Message `id` in `lang` with `args`: in English if `lang` lacks it, the id itself if
    /// English does too (a test checks that every id the code names is there).
    pub fn message(&self, lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut a = FluentArgs::new();
            for (name, value) in args {
                match value {
                    // Another message: written first, in the same language.
                    Arg::Message(inner) => a.set(*name, self.render(lang, inner)),
                    _ => a.set(*name, value.to_fluent()),
                }
            }
            a
        });
        for bundle in [&self.bundles[lang.index()], &self.bundles[0]] {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
                return text.into_owned();
            }
        }
        id.to_string()
    }
}

/// The language in use and every language's messages.
#[derive(Resource, Clone)]
pub struct Locale {
    lang: Lang,
    catalog: Arc<Catalog>,
}

impl Default for Locale {
    fn default() -> Self {
        Locale {
            lang: Lang::English,
            catalog: Arc::new(Catalog::builtin()),
        }
    }
}

impl Locale {
    /// The language in use.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Switches to `lang` (a no-op that leaves the resource unchanged for the same language:
    /// use [`set_if_neq`](bevy::ecs::change_detection::DetectChangesMut::set_if_neq)-style
    /// checks before calling through `ResMut`).
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// Message `id`.
    pub fn t(&self, id: &str) -> String {
        self.catalog.message(self.lang, id, &[])
    }

    /// Message `id` with its variables.
    pub fn t_args(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.catalog.message(self.lang, id, args)
    }

    /// What [`Tr`] says in this language.
    pub fn render(&self, tr: &Tr) -> String {
        self.catalog.render(self.lang, tr)
    }

    /// A number written this language's way (grouped, `decimals` decimals).
    pub fn number(&self, value: f64, decimals: usize) -> String {
        format_number(self.lang, value, Some(decimals), true)
    }

    /// The catalog's reading problems (none in a tested build).
    pub fn problems(&self) -> &[String] {
        &self.catalog.problems
    }
}

/// A message a `Text` or `TextSpan` shows: it is written in the language in use, and again
/// when the language or the message changes.
#[derive(Component, Clone, PartialEq, Debug)]
pub struct Tr {
    key: Key,
    args: Vec<(&'static str, Arg)>,
}

#[derive(Clone, PartialEq, Debug)]
enum Key {
    /// A message id of the Fluent files.
    Id(&'static str),
    /// Text that is the same in every language (a name, a number, a move list).
    Verbatim(String),
}

impl Tr {
    /// Message `id`.
    pub fn new(id: &'static str) -> Tr {
        Tr {
            key: Key::Id(id),
            args: Vec::new(),
        }
    }

    /// Text shown as it is in every language.
    pub fn verbatim(text: impl Into<String>) -> Tr {
        Tr {
            key: Key::Verbatim(text.into()),
            args: Vec::new(),
        }
    }

    /// This message with variable `name` set to `value`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Tr {
        self.args.push((name, value.into()));
        self
    }

    /// The message id (`None` for verbatim text).
    pub fn id(&self) -> Option<&'static str> {
        match self.key {
            Key::Id(id) => Some(id),
            Key::Verbatim(_) => None,
        }
    }
}

/// Message `id` of a [`Locale`], with variables: `tr!(locale, "discs", count = 3)`.
#[macro_export]
macro_rules! tr {
    ($locale:expr, $id:literal) => {
        $locale.t($id)
    };
    ($locale:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $locale.t_args(
            $id,
            &[$((stringify!($name), $crate::game::core::i18n::Arg::from($value))),+],
        )
    };
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Locale>().add_systems(
        PostUpdate,
        show_translations.before(bevy::ui::UiSystems::Prepare),
    );
}

/// Writes each [`Tr`] into its text when it or the language changes.
fn show_translations(
    locale: Res<Locale>,
    mut texts: Query<(Ref<Tr>, Option<&mut Text>, Option<&mut TextSpan>)>,
) {
    let all = locale.is_changed();
    for (tr, text, span) in &mut texts {
        if !all && !tr.is_changed() {
            continue;
        }
        let words = locale.render(&tr);
        if let Some(mut text) = text {
            if text.0 != words {
                text.0 = words;
            }
        } else if let Some(mut span) = span
            && span.0 != words
        {
            span.0 = words;
        }
    }
}
