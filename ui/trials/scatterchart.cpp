#include "scatterchart.h"

#include <cmath>

namespace trainyard::ui {

ScatterChart::ScatterChart(QWidget* parent)
    : PointChart(parent)
{
    setObjectName(QStringLiteral("scatterChart"));
    setAccessibleName(tr("Objective by hyperparameter"));
}

void ScatterChart::setParameter(int parameter)
{
    if (parameter == m_parameter)
        return;
    m_parameter = parameter;
    invalidate();
}

ChartAxis ScatterChart::makeXAxis() const
{
    const auto& parameters = series().parameters;
    if (m_parameter < 0 || m_parameter >= static_cast<int>(parameters.size()))
        return ChartAxis::linear(0, 1);
    const auto& p = parameters[static_cast<std::size_t>(m_parameter)];
    if (p.categorical)
        return ChartAxis::categorical(p.categories);
    if (p.logScale)
        return ChartAxis::logarithmic(p.min, p.max);
    return ChartAxis::linear(p.min, p.max);
}

double ScatterChart::xOf(int index) const
{
    const auto& parameters = series().parameters;
    if (m_parameter < 0 || m_parameter >= static_cast<int>(parameters.size()))
        return std::nan("");
    const double value = series().trials[static_cast<std::size_t>(index)].params[static_cast<std::size_t>(m_parameter)];
    if (!parameters[static_cast<std::size_t>(m_parameter)].categorical || std::isnan(value))
        return value;
    return value + ChartAxis::spread(index) * 0.6; // within the category's band

}

QString ScatterChart::xTitle() const
{
    const auto& parameters = series().parameters;
    if (m_parameter < 0 || m_parameter >= static_cast<int>(parameters.size()))
        return {};
    const auto& p = parameters[static_cast<std::size_t>(m_parameter)];
    return p.logScale ? tr("%1 (log scale)").arg(p.name) : p.name;
}

} // namespace trainyard::ui
