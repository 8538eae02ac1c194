#include "appearancepage.h"

#include "theme.h"
#include "ui/languages.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace trainyard::ui {

AppearancePage::AppearancePage(QWidget* parent)
    : SettingsPage(parent)
    , m_startLanguage(AppSettings::language())
{
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    page->addLayout(form);
    page->addStretch(1);
    m_theme = new QComboBox(this);
    m_theme->addItem(tr("System"), QVariant::fromValue(static_cast<int>(Theme::System)));
    m_theme->addItem(tr("Light"), QVariant::fromValue(static_cast<int>(Theme::Light)));
    m_theme->addItem(tr("Dark"), QVariant::fromValue(static_cast<int>(Theme::Dark)));
    m_theme->setAccessibleName(tr("Theme"));
    form->addRow(tr("&Theme:"), m_theme);

    m_language = new QComboBox(this);
    m_language->addItem(tr("System default"), QString());
    for (const Language& language : availableLanguages())
        m_language->addItem(language.nativeName, language.code);
    m_language->setAccessibleName(tr("Language"));
    form->addRow(tr("&Language:"), m_language);
    m_languageNote = new QLabel(tr("The new language takes effect after the console restarts."), this);
    m_languageNote->setWordWrap(true);
    m_restart = new QPushButton(tr("Restart &now"), this);
    m_restart->setAutoDefault(false);
    m_restart->setToolTip(tr("Store the settings and start the console again"));
    auto* noteRow = new QHBoxLayout;
    noteRow->addWidget(m_languageNote, 1);
    noteRow->addWidget(m_restart);
    form->addRow(QString(), noteRow);

    setTheme(AppSettings::theme());
    setLanguage(m_startLanguage);
    connect(m_theme, &QComboBox::currentIndexChanged, this, &SettingsPage::edited);
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        updateLanguageNote();
        emit edited();
    });
    connect(m_restart, &QPushButton::clicked, this, &AppearancePage::restartRequested);
    updateLanguageNote();
}

Theme AppearancePage::theme() const
{
    return static_cast<Theme>(m_theme->currentData().toInt());
}

void AppearancePage::setTheme(Theme theme)
{
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(QVariant::fromValue(static_cast<int>(theme)))));
}

QString AppearancePage::language() const
{
    return m_language->currentData().toString();
}

void AppearancePage::setLanguage(const QString& code)
{
    m_language->setCurrentIndex(std::max(0, m_language->findData(code)));
}

void AppearancePage::updateLanguageNote()
{
    m_languageNote->setVisible(languageChanged());
    m_restart->setVisible(languageChanged());
}

void AppearancePage::apply()
{
    if (theme() != AppSettings::theme()) {
        AppSettings::setTheme(theme());
        applyTheme(theme());
    }
    AppSettings::setLanguage(language());
}

} // namespace trainyard::ui
