#include "catalogtext.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace trainyard::spec {

namespace {

    // The scale tiers' descriptions, exactly as resources/catalog.json has them.
    constexpr std::array texts {
        QT_TRANSLATE_NOOP("trainyard::spec::Catalog", "A single worker instance. Suitable for learning how to use the service and for experimenting with new models on small datasets."),
        QT_TRANSLATE_NOOP("trainyard::spec::Catalog", "Many workers and a few parameter servers."),
        QT_TRANSLATE_NOOP("trainyard::spec::Catalog", "A large number of workers with many parameter servers."),
        QT_TRANSLATE_NOOP("trainyard::spec::Catalog", "A single worker instance with an NVIDIA Tesla K80 GPU."),
        QT_TRANSLATE_NOOP("trainyard::spec::Catalog", "A master VM and a Cloud TPU."),
        QT_TRANSLATE_NOOP("trainyard::spec::Catalog", "You choose the machine type and count of every replica pool: master, workers, parameter servers and evaluators."),
    };

    constexpr const char* context = "trainyard::spec::Catalog";

} // namespace

QString catalogText(const std::string& english)
{
    const auto known = std::find_if(texts.begin(), texts.end(), [&](const char* text) { return english == text; });
    return known == texts.end() ? QString::fromStdString(english) : QCoreApplication::translate(context, *known);
}

std::vector<std::string> translatableCatalogTexts()
{
    return { texts.begin(), texts.end() };
}

} // namespace trainyard::spec
