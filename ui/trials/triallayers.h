#pragma once

#include "lineraster.h"

#include <QImage>
#include <QSize>

#include <algorithm>
#include <cstddef>
#include <functional>
#include <vector>

namespace trainyard::ui {

// The LineRaster layers of a chart of thousands of trials (the dimmed context, the muted, the ranked
// lines), kept between redraws of its base so that a brush step or a filter draws only the lines it
// moves: a trial that goes from one layer to another (or changes shade) is taken out of the old one
// (LineRaster::add with weight -1) and added to the new, and the layers are composed again. At 10,000
// trials a drag step moves a few hundred lines instead of drawing 10,000; a base redraw that moves no
// line is a composition (docs/benchmarks.md, "Trials charts").
//
// The lines must not move while kept: the chart passes a key of everything that places them (the
// size in device pixels, the plot, the axes, which series), and any other key draws every trial again.
// Header only: the class is small, and this keeps it out of the UI library's list of sources.
class TrialLayers {
public:
    // Where a trial is drawn: which layer (-1: in none) and in which shade of the layer's colours.
    struct Placement {
        int layer = -1;
        int shade = 0;
        friend bool operator==(const Placement&, const Placement&) = default;
    };
    // Draws trial `trial` in `shade` into `into` with `weight` (+1 adds its line, -1 takes it away).
    using Draw = std::function<void(int trial, int shade, int weight, LineRaster& into)>;

    // Brings the layers to `placements` (one per trial, in series order) and returns how many trials
    // it drew. The same key and trial count as the last call: only trials whose placement changed
    // (twice each: out, then in), unless that is more than drawing all; otherwise every placed trial.
    std::size_t update(const std::vector<double>& key, QSize size, int layerCount, std::vector<Placement> placements,
        std::size_t segmentsPerTrial, const Draw& draw)
    {
        const bool same = key == m_key && size == m_size && static_cast<std::size_t>(layerCount) == m_layers.size()
            && placements.size() == m_placements.size();
        std::vector<std::vector<Op>> ops(static_cast<std::size_t>(layerCount));
        std::size_t drawn = 0;
        if (same) {
            for (std::size_t i = 0; i < placements.size(); ++i) {
                const Placement before = m_placements[i], after = placements[i];
                if (before == after)
                    continue;
                if (before.layer >= 0) {
                    ops[static_cast<std::size_t>(before.layer)].push_back({ static_cast<int>(i), before.shade, -1 });
                    ++drawn;
                }
                if (after.layer >= 0) {
                    ops[static_cast<std::size_t>(after.layer)].push_back({ static_cast<int>(i), after.shade, 1 });
                    ++drawn;
                }
            }
        }
        const auto placed = static_cast<std::size_t>(
            std::count_if(placements.begin(), placements.end(), [](const Placement& p) { return p.layer >= 0; }));
        if (!same || drawn > placed) {
            // From nothing: a new layout, or a change that moves more lines than there are.
            m_layers.resize(static_cast<std::size_t>(layerCount), LineRaster(QSize(1, 1)));
            std::for_each(m_layers.begin(), m_layers.end(), [&size](LineRaster& layer) { layer.reset(size); });
            for (auto& layer : ops)
                layer.clear();
            for (std::size_t i = 0; i < placements.size(); ++i) {
                if (placements[i].layer >= 0)
                    ops[static_cast<std::size_t>(placements[i].layer)].push_back({ static_cast<int>(i), placements[i].shade, 1 });
            }
            drawn = placed;
        }
        for (std::size_t k = 0; k < ops.size(); ++k) {
            const auto& list = ops[k];
            if (list.empty())
                continue;
            LineRaster::renderInto(m_layers[k], m_scratch, list.size(), list.size() * segmentsPerTrial,
                [&list, &draw](std::size_t first, std::size_t last, LineRaster& into) {
                    for (std::size_t j = first; j < last; ++j)
                        draw(list[j].trial, list[j].shade, list[j].weight, into);
                });
        }
        m_counts.assign(static_cast<std::size_t>(layerCount), 0);
        for (const Placement& p : placements) {
            if (p.layer >= 0)
                ++m_counts[static_cast<std::size_t>(p.layer)];
        }
        m_key = key;
        m_size = size;
        m_placements = std::move(placements);
        return drawn;
    }

    const LineRaster& layer(int k) const { return m_layers[static_cast<std::size_t>(k)]; }
    // How many trials layer k holds: an empty one need not be composed.
    std::size_t trialsIn(int k) const { return m_counts[static_cast<std::size_t>(k)]; }

    // A transparent image of the layers' size to compose them onto, allocated once per size.
    QImage& canvas()
    {
        if (m_canvas.size() != m_size)
            m_canvas = QImage(m_size, QImage::Format_ARGB32_Premultiplied);
        m_canvas.setDevicePixelRatio(1.0);
        m_canvas.fill(Qt::transparent);
        return m_canvas;
    }

    // Lets go of the memory (a chart back to QPainter, a small study); the next update draws all.
    void clear() { *this = TrialLayers(); }

private:
    struct Op {
        int trial;
        int shade;
        int weight;
    };

    std::vector<double> m_key;
    QSize m_size;
    std::vector<LineRaster> m_layers;
    std::vector<LineRaster> m_scratch; // the other threads' rasters, for LineRaster::renderInto
    std::vector<Placement> m_placements;
    std::vector<std::size_t> m_counts;
    QImage m_canvas;
};

} // namespace trainyard::ui
