//! The translations: every file parses, has every message of English and no other, uses the
//! same variables; every message id the code names is in English and every English message
//! is named by the code; no text is written from an English literal; numbers, plurals and
//! the system's locale.

use fluent_syntax::ast;
use reversi3d::game::{Arg, Catalog, Lang, SOURCES, format_number, system_language};
use std::collections::{BTreeMap, BTreeSet};

/// A file's messages: id (and `id.attribute`) → the variables its text uses.
fn messages(lang: Lang, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:?}", lang.code()),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                if let Some(value) = &m.value {
                    out.insert(m.id.name.to_string(), variables(value));
                }
                for a in &m.attributes {
                    out.insert(format!("{}.{}", m.id.name, a.id.name), variables(&a.value));
                }
            }
            ast::Entry::Term(t) => {
                out.insert(format!("-{}", t.id.name), variables(&t.value));
            }
            _ => {}
        }
    }
    out
}

/// The variables a pattern uses (in placeables, selectors and variants).
fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    fn in_pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for e in &p.elements {
            if let ast::PatternElement::Placeable { expression } = e {
                in_expression(expression, out);
            }
        }
    }
    fn in_inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    in_inline(a, out);
                }
            }
            ast::InlineExpression::Placeable { expression } => in_expression(expression, out),
            _ => {}
        }
    }
    fn in_expression(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                in_inline(selector, out);
                for v in variants {
                    in_pattern(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => in_inline(i, out),
        }
    }
    in_pattern(pattern, &mut out);
    out
}

fn english() -> BTreeMap<String, BTreeSet<String>> {
    messages(Lang::English, SOURCES[0].1)
}

#[test]
fn every_file_parses_for_fluent_too() {
    let catalog = Catalog::from_sources(&SOURCES);
    assert!(
        catalog.problems.is_empty(),
        "the translation files have problems: {:?}",
        catalog.problems
    );
    for (lang, text) in SOURCES {
        // The game's own parser, and Fluent's reference parser (through `messages`).
        assert!(
            fluent_bundle::FluentResource::try_new(text.to_string()).is_ok(),
            "{}.ftl",
            lang.code()
        );
        messages(lang, text);
    }
}

#[test]
fn every_language_has_every_message_of_english_and_no_other() {
    let en = english();
    assert!(!en.is_empty(), "English has messages");
    let mut problems = Vec::new();
    for (lang, text) in &SOURCES[1..] {
        let theirs = messages(*lang, text);
        for id in en.keys().filter(|id| !theirs.contains_key(*id)) {
            problems.push(format!("{}.ftl lacks {id}", lang.code()));
        }
        for id in theirs.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!(
                "{}.ftl has {id}, which English does not",
                lang.code()
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A player tells the levels apart by their names: no language gives two levels one name.
#[test]
fn every_language_names_each_level_differently() {
    let catalog = Catalog::builtin();
    let mut problems = Vec::new();
    for (lang, _) in &SOURCES {
        let mut seen: BTreeMap<String, &str> = BTreeMap::new();
        for level in reversi_engine::ai::LEVELS {
            let id = format!("level-{}", level.name.to_lowercase());
            let name = catalog.message(*lang, &id, &[]);
            if let Some(other) = seen.insert(name.clone(), level.name) {
                problems.push(format!(
                    "{}: {other} and {} are both \"{name}\"",
                    lang.code(),
                    level.name
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_placeholder_of_english_is_used_and_no_other() {
    let en = english();
    let mut problems = Vec::new();
    for (lang, text) in &SOURCES[1..] {
        for (id, vars) in messages(*lang, text) {
            if let Some(want) = en.get(&id)
                && *want != vars
            {
                problems.push(format!(
                    "{}.ftl {id} uses {vars:?}, English {want:?}",
                    lang.code()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The Rust sources of the game (`src/`), with their paths.
fn game_sources() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                // Comments left out: they may show ids as examples.
                let code: Vec<&str> = Vec::new();
                let text = std::fs::read_to_string(&p).unwrap();
                let code = text
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .fold(code, |mut v, l| {
                        v.push(l);
                        v
                    })
                    .join("\n");
                out.push((p.display().to_string(), code));
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut out,
    );
    out
}

/// The message ids the code names: `Tr::new("id")`, `.t("id")`, `.t_args("id"`,
/// `tr!(locale, "id"` (ids are always literals).
fn ids_in_code() -> BTreeMap<String, String> {
    let patterns = [
        regex_lite::Regex::new(r#"Tr::new\(\s*"([^"]+)""#).unwrap(),
        regex_lite::Regex::new(r#"\.t(?:_args)?\(\s*"([^"]+)""#).unwrap(),
        regex_lite::Regex::new(r#"tr!\(\s*[^,()]+(?:\([^()]*\))?\s*,\s*"([^"]+)""#).unwrap(),
    ];
    let mut out = BTreeMap::new();
    for (path, text) in game_sources() {
        for re in &patterns {
            for c in re.captures_iter(&text) {
                out.entry(c[1].to_string()).or_insert_with(|| path.clone());
            }
        }
    }
    out
}

#[test]
fn every_id_the_code_names_is_in_english_and_every_english_message_is_named() {
    let en = english();
    let code = ids_in_code();
    let missing: Vec<String> = code
        .iter()
        .filter(|(id, _)| !en.contains_key(*id))
        .map(|(id, path)| format!("{id} (named in {path})"))
        .collect();
    assert!(missing.is_empty(), "not in en.ftl: {missing:#?}");
    let unused: Vec<&String> = en
        .keys()
        .filter(|id| !id.starts_with('-') && !id.contains('.') && !code.contains_key(*id))
        .collect();
    assert!(
        unused.is_empty(),
        "in en.ftl but named nowhere in src/: {unused:?}"
    );
}

#[test]
fn no_text_is_written_from_an_english_literal() {
    let literal = regex_lite::Regex::new(
        r#"(?:Text::new|TextSpan::new|Tr::verbatim)\(\s*"[^"]*[A-Za-z][^"]*"\s*\)"#,
    )
    .unwrap();
    let mut found = Vec::new();
    for (path, text) in game_sources() {
        // Unit tests may write any text.
        let body = text.split("#[cfg(test)]").next().unwrap_or("");
        for m in literal.find_iter(body) {
            found.push(format!("{path}: {}", m.as_str()));
        }
    }
    assert!(
        found.is_empty(),
        "texts not from the translation files: {found:#?}"
    );
}

/// A catalog of hand-written files, to check the plumbing apart from the real words.
fn sample_catalog() -> Catalog {
    let en = "discs = { $count ->\n    [one] { $count } disc\n   *[other] { $count } discs\n}\n\
              share = { $share }%\nhello = Hello { $name }\nonly-english = English only\n";
    let fr = "discs = { $count ->\n    [one] { $count } pion\n   *[other] { $count } pions\n}\n\
              share = { $share } %\nhello = Bonjour { $name }\n";
    let ja = "discs = { $count }石\nshare = { $share }%\nhello = こんにちは、{ $name }\n";
    let mut sources = SOURCES;
    sources[0].1 = en;
    sources[1].1 = fr;
    sources[6].1 = ja;
    Catalog::from_sources(&sources)
}

#[test]
fn plurals_and_numbers_follow_the_language() {
    let c = sample_catalog();
    let discs = |lang, n: i64| c.message(lang, "discs", &[("count", Arg::Int(n))]);
    assert_eq!(discs(Lang::English, 1), "1 disc");
    assert_eq!(discs(Lang::English, 2), "2 discs");
    // French counts 0 and 1 as one.
    assert_eq!(discs(Lang::French, 0), "0 pion");
    assert_eq!(discs(Lang::French, 1234), "1\u{a0}234 pions");
    assert_eq!(discs(Lang::Japanese, 1234), "1,234石");
    let share = |lang| c.message(lang, "share", &[("share", Arg::decimal(60.55, 1))]);
    assert_eq!(share(Lang::English), "60.5%");
    assert_eq!(share(Lang::French), "60,5 %");
    // No isolation marks around variables.
    assert_eq!(
        c.message(Lang::French, "hello", &[("name", Arg::from("Léa"))]),
        "Bonjour Léa"
    );
    // A message a language lacks is English's; one nobody has is its id.
    assert_eq!(c.message(Lang::French, "only-english", &[]), "English only");
    assert_eq!(c.message(Lang::French, "no-such-id", &[]), "no-such-id");
}

#[test]
fn numbers_are_written_the_languages_way() {
    assert_eq!(
        format_number(Lang::English, 12345.678, Some(2), true),
        "12,345.68"
    );
    assert_eq!(
        format_number(Lang::German, 12345.678, Some(2), true),
        "12.345,68"
    );
    assert_eq!(
        format_number(Lang::French, -1234.5, Some(1), true),
        "-1\u{a0}234,5"
    );
    // Spanish groups from five digits on.
    assert_eq!(format_number(Lang::Spanish, 1234.0, Some(0), true), "1234");
    assert_eq!(
        format_number(Lang::Spanish, 12345.0, Some(0), true),
        "12.345"
    );
    assert_eq!(format_number(Lang::Chinese, 5000.0, None, true), "5,000");
    assert_eq!(format_number(Lang::Italian, 999.0, None, true), "999");
}

fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
    let map: BTreeMap<String, String> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    move |k| map.get(k).cloned()
}

#[test]
fn the_system_locale_is_read_as_posix_and_gnu_order_it() {
    let lang = |pairs: &[(&str, &str)]| system_language(env_of(pairs), || None);
    assert_eq!(lang(&[("LANG", "fr_FR.UTF-8")]), Some(Lang::French));
    assert_eq!(
        lang(&[("LANG", "fr_FR.UTF-8"), ("LC_MESSAGES", "de_DE.UTF-8")]),
        Some(Lang::German)
    );
    assert_eq!(
        lang(&[("LC_ALL", "ja_JP.UTF-8"), ("LC_MESSAGES", "de_DE.UTF-8")]),
        Some(Lang::Japanese)
    );
    // GNU's LANGUAGE list comes first: its first language the game has.
    assert_eq!(
        lang(&[("LANG", "en_US.UTF-8"), ("LANGUAGE", "pt_BR:nl:de")]),
        Some(Lang::Dutch)
    );
    // … but the C locale turns it off, as gettext does.
    assert_eq!(lang(&[("LANG", "C"), ("LANGUAGE", "de")]), None);
    assert_eq!(lang(&[("LC_ALL", "C.UTF-8")]), None);
    assert_eq!(lang(&[("LANG", "zh_CN.UTF-8")]), Some(Lang::Chinese));
    assert_eq!(lang(&[("LANG", "zh_TW.UTF-8")]), None);
    assert_eq!(lang(&[("LANG", "pt_BR.UTF-8")]), None);
    assert_eq!(lang(&[("LANG", "")]), None);
    // Nothing in the environment: the platform's setting.
    assert_eq!(
        system_language(env_of(&[]), || Some("es-MX".into())),
        Some(Lang::Spanish)
    );
}

#[test]
fn lang_reads_tags_and_locales_and_names_what_it_lacks() {
    for lang in Lang::ALL {
        assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
    }
    assert_eq!("de_AT.UTF-8@euro".parse::<Lang>(), Ok(Lang::German));
    assert_eq!("zh-Hans-CN".parse::<Lang>(), Ok(Lang::Chinese));
    let err = "klingon".parse::<Lang>().unwrap_err();
    assert!(err.contains("klingon") && err.contains("zh-Hans"), "{err}");
}

/// The fonts the game ships, by file name.
fn font(name: &str) -> Vec<u8> {
    std::fs::read(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/fonts")
            .join(name),
    )
    .unwrap()
}

#[test]
fn every_character_of_every_translation_has_a_glyph_in_a_font_the_game_ships() {
    use skrifa::{FontRef, MetadataProvider};
    let inter = font("Inter-Regular.otf");
    let bold = font("Inter-SemiBold.otf");
    let jp = font("NotoSansJP-subset.otf");
    let sc = font("NotoSansSC-subset.otf");
    let maps: Vec<(&str, skrifa::charmap::Charmap)> = [
        ("Inter", &inter),
        ("Inter SemiBold", &bold),
        ("JP", &jp),
        ("SC", &sc),
    ]
    .into_iter()
    .map(|(n, f)| (n, FontRef::new(f).unwrap().charmap()))
    .collect();
    let has = |name: &str, c: char| maps.iter().any(|(n, m)| *n == name && m.map(c).is_some());
    let mut missing = BTreeSet::new();
    let names: String = Lang::ALL.iter().map(|l| l.native_name()).collect();
    for (lang, text) in SOURCES {
        let messages: String = text
            .lines()
            .filter(|l| !l.trim_start().starts_with('#'))
            .collect::<Vec<_>>()
            .join("\n");
        let texts = messages
            .chars()
            .map(|c| (c, false))
            .chain(names.chars().map(|c| (c, true)));
        for (c, name) in texts.filter(|(c, _)| !c.is_control()) {
            // Latin text is drawn in Inter (both weights); what Inter lacks falls back to the
            // CJK faces, the language's own first (the language names, in either).
            let latin = has("Inter", c) && has("Inter SemiBold", c);
            let cjk = match lang {
                _ if name => has("JP", c) || has("SC", c),
                Lang::Chinese => has("SC", c),
                Lang::Japanese => has("JP", c),
                _ => has("JP", c) || has("SC", c),
            };
            if !latin && !cjk {
                missing.insert(format!("{} {c:?} (U+{:04X})", lang.code(), c as u32));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "characters without a glyph (run assets/fonts/subset-cjk.sh): {missing:?}"
    );
}
