#include "violation.h"

#include <QCoreApplication>

#include <algorithm>

namespace trainyard::spec {

namespace {
    QString withArgs(QString text, const std::vector<std::string>& args)
    {
        for (const auto& arg : args)
            text = text.arg(QString::fromStdString(arg));
        return text;
    }
} // namespace

QString Violation::message() const
{
    return withArgs(QCoreApplication::translate(validationContext, text), args);
}

std::string Violation::englishMessage() const
{
    return withArgs(QString::fromUtf8(text), args).toStdString();
}

bool hasErrors(const std::vector<Violation>& violations)
{
    return std::any_of(violations.begin(), violations.end(), [](const Violation& v) { return v.severity == Severity::Error; });
}

} // namespace trainyard::spec
