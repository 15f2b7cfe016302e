//! The review graph as an image (`review --graph OUT.png|OUT.svg`): the evaluation from Dark's
//! side against the ply, one point a ply coloured by the class of the move that led to it,
//! exact values as filled points and estimates as hollow ones, the plies solved exactly
//! shaded. Drawn with plotters; text with the font shipped in `engine/assets/fonts/` (Fira
//! Mono, SIL Open Font License), so no system font library is needed. A PNG is drawn into a
//! pixel buffer and written with the `png` crate.

use crate::ai::analysis::{GameAnalysis, MoveClass};
use plotters::prelude::*;
use plotters::style::FontStyle;
use std::sync::Once;

/// The font the graph's text is drawn with.
const FONT: &[u8] = include_bytes!("../../assets/fonts/FiraMono-subset.ttf");
/// The image's size in pixels.
const SIZE: (u32, u32) = (1000, 520);

/// The colour of a move's class on the graph (green best to red blunder).
pub(super) fn class_color(c: MoveClass) -> RGBColor {
    match c {
        MoveClass::Best => RGBColor(46, 125, 50),
        MoveClass::Good => RGBColor(124, 179, 66),
        MoveClass::Inaccuracy => RGBColor(230, 180, 0),
        MoveClass::Mistake => RGBColor(239, 108, 0),
        MoveClass::Blunder => RGBColor(211, 47, 47),
    }
}

/// Writes the graph of `analysis` to `path`: SVG when it ends in `.svg`, PNG when `.png`
/// (either case). Errors name the file.
pub(super) fn write_graph(analysis: &GameAnalysis, title: &str, path: &str) -> Result<(), String> {
    static REGISTER: Once = Once::new();
    REGISTER.call_once(|| {
        // The font is ours and valid; a failure would only leave the text out.
        let _ = plotters::style::register_font("sans-serif", FontStyle::Normal, FONT);
    });
    let lower = path.to_ascii_lowercase();
    let fail = |e: String| format!("--graph {path}: {e}");
    if lower.ends_with(".svg") {
        let root = SVGBackend::new(path, SIZE).into_drawing_area();
        draw(&root, analysis, title).map_err(fail)?;
        root.present().map_err(|e| fail(e.to_string()))?;
        Ok(())
    } else if lower.ends_with(".png") {
        let (w, h) = SIZE;
        let mut buf = vec![255u8; (w * h * 3) as usize];
        {
            let root = BitMapBackend::with_buffer(&mut buf, SIZE).into_drawing_area();
            draw(&root, analysis, title).map_err(fail)?;
            root.present().map_err(|e| fail(e.to_string()))?;
        }
        write_png(path, &buf, SIZE).map_err(fail)
    } else {
        Err(format!(
            "--graph {path}: the image must be a .png or an .svg file"
        ))
    }
}

fn write_png(path: &str, rgb: &[u8], (w, h): (u32, u32)) -> Result<(), String> {
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    let mut writer = enc.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(rgb).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())
}

fn draw<DB: DrawingBackend>(
    root: &DrawingArea<DB, plotters::coord::Shift>,
    analysis: &GameAnalysis,
    title: &str,
) -> Result<(), String> {
    let e = |e: DrawingAreaErrorKind<DB::ErrorType>| e.to_string();
    root.fill(&WHITE).map_err(e)?;
    let points = analysis.graph();
    let last = points.last().map_or(1, |p| p.ply.max(1)) as i32;
    let top = points
        .iter()
        .map(|p| p.dark_value.abs())
        .fold(8.0f64, f64::max);
    let top = ((top / 8.0).ceil() * 8.0).min(64.0);
    let mut chart = ChartBuilder::on(root)
        .caption(title, ("sans-serif", 20))
        .margin(12)
        .x_label_area_size(36)
        .y_label_area_size(48)
        .build_cartesian_2d(0..last + 1, -top..top)
        .map_err(e)?;
    chart
        .configure_mesh()
        .x_desc("ply")
        .y_desc("discs for Dark")
        .light_line_style(RGBColor(238, 238, 238))
        .label_style(("sans-serif", 13))
        .y_label_formatter(&|v| format!("{v:+.0}"))
        .draw()
        .map_err(e)?;
    // The plies solved exactly, shaded.
    if let Some(first_exact) = analysis.rows.iter().find(|r| r.valued && r.exact) {
        let from = first_exact.ply as i32 - 1;
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(from, -top), (last + 1, top)],
                RGBColor(232, 240, 254).filled(),
            )))
            .map_err(e)?
            .label("solved exactly")
            .legend(|(x, y)| {
                Rectangle::new(
                    [(x, y - 5), (x + 12, y + 5)],
                    RGBColor(232, 240, 254).filled(),
                )
            });
    }
    chart
        .draw_series(LineSeries::new(
            [(0, 0.0), (last + 1, 0.0)],
            BLACK.stroke_width(1),
        ))
        .map_err(e)?;
    chart
        .draw_series(LineSeries::new(
            points.iter().map(|p| (p.ply as i32, p.dark_value)),
            RGBColor(120, 120, 120).stroke_width(2),
        ))
        .map_err(e)?;
    for p in &points {
        let color = p.class.map_or(RGBColor(150, 150, 150), class_color);
        let style = if p.exact {
            color.filled()
        } else {
            color.stroke_width(2)
        };
        chart
            .draw_series(std::iter::once(Circle::new(
                (p.ply as i32, p.dark_value),
                5,
                style,
            )))
            .map_err(e)?;
    }
    // The legend: the classes, then exact against estimated.
    for c in MoveClass::ALL {
        let color = class_color(c);
        chart
            .draw_series(std::iter::empty::<Circle<(i32, f64), i32>>())
            .map_err(e)?
            .label(c.name())
            .legend(move |(x, y)| Circle::new((x + 6, y), 5, color.filled()));
    }
    chart
        .draw_series(std::iter::empty::<Circle<(i32, f64), i32>>())
        .map_err(e)?
        .label("filled: exact")
        .legend(|(x, y)| Circle::new((x + 6, y), 5, BLACK.filled()));
    chart
        .draw_series(std::iter::empty::<Circle<(i32, f64), i32>>())
        .map_err(e)?
        .label("hollow: estimate")
        .legend(|(x, y)| Circle::new((x + 6, y), 5, BLACK.stroke_width(2)));
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(WHITE.mix(0.85))
        .border_style(RGBColor(200, 200, 200))
        .label_font(("sans-serif", 13))
        .draw()
        .map_err(e)?;
    Ok(())
}
