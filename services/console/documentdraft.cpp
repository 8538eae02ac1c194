#include "console/documentdraft.h"

namespace trainyard::ui {

std::vector<PathStep> parsePath(const std::string& path)
{
    std::vector<PathStep> steps;
    std::string key;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const char c = path[i];
        if (c == '.') {
            if (!key.empty())
                steps.push_back({ key, -1 });
            key.clear();
        } else if (c == '[') {
            if (!key.empty())
                steps.push_back({ key, -1 });
            key.clear();
            const auto close = path.find(']', i);
            steps.push_back({ {}, std::stoi(path.substr(i + 1, close - i - 1)) });
            i = close;
        } else {
            key += c;
        }
    }
    if (!key.empty())
        steps.push_back({ key, -1 });
    return steps;
}

namespace {
    bool isEmptyValue(const nlohmann::json& v)
    {
        return v.is_null() || (v.is_string() && v.get_ref<const std::string&>().empty()) || (v.is_array() && v.empty())
            || (v.is_object() && v.empty());
    }

    // Removes objects left empty by a removal, up the path, so that no `"masterConfig": {}` lingers.
    void prune(nlohmann::json& node)
    {
        if (!node.is_object() && !node.is_array())
            return;
        for (auto it = node.begin(); it != node.end();) {
            prune(*it);
            if (node.is_object() && it->is_object() && it->empty())
                it = node.erase(it);
            else
                ++it;
        }
    }
} // namespace

DocumentDraft::DocumentDraft(QObject* parent)
    : QObject(parent)
{
}

void DocumentDraft::replaceDocument(nlohmann::json document)
{
    m_document = std::move(document);
    revalidate();
}

nlohmann::json DocumentDraft::value(const std::string& path) const
{
    const nlohmann::json* node = &m_document;
    for (const auto& step : parsePath(path)) {
        if (step.index >= 0) {
            if (!node->is_array() || static_cast<std::size_t>(step.index) >= node->size())
                return nullptr;
            node = &(*node)[static_cast<std::size_t>(step.index)];
        } else {
            if (!node->is_object() || !node->contains(step.key))
                return nullptr;
            node = &(*node)[step.key];
        }
    }
    return *node;
}

void DocumentDraft::clearValues(const std::vector<std::string>& paths)
{
    bool removed = false;
    for (const auto& path : paths) {
        if (!value(path).is_null()) {
            removeValue(path);
            removed = true;
        }
    }
    if (!removed)
        return;
    prune(m_document);
    revalidate();
    emit changed();
}

void DocumentDraft::removeValue(const std::string& path)
{
    const auto steps = parsePath(path);
    nlohmann::json* node = &m_document;
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        const auto& step = steps[i];
        if (step.index >= 0) {
            if (!node->is_array() || static_cast<std::size_t>(step.index) >= node->size())
                return;
            node = &(*node)[static_cast<std::size_t>(step.index)];
        } else {
            if (!node->is_object() || !node->contains(step.key))
                return;
            node = &(*node)[step.key];
        }
    }
    if (!steps.empty() && steps.back().index < 0 && node->is_object())
        node->erase(steps.back().key);
}

void DocumentDraft::setValue(const std::string& path, const nlohmann::json& value)
{
    const auto steps = parsePath(path);
    if (steps.empty())
        return;
    nlohmann::json* node = &m_document;
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        const auto& step = steps[i];
        const bool nextIsIndex = steps[i + 1].index >= 0;
        if (step.index >= 0) {
            if (!node->is_array())
                *node = nlohmann::json::array();
            while (node->size() <= static_cast<std::size_t>(step.index))
                node->push_back(nlohmann::json::object());
            node = &(*node)[static_cast<std::size_t>(step.index)];
        } else {
            if (!node->is_object())
                *node = nlohmann::json::object();
            if (!node->contains(step.key))
                (*node)[step.key] = nextIsIndex ? nlohmann::json::array() : nlohmann::json::object();
            node = &(*node)[step.key];
        }
    }
    const auto& last = steps.back();
    const bool remove = isEmptyValue(value);
    if (last.index >= 0) {
        if (!node->is_array())
            *node = nlohmann::json::array();
        const auto index = static_cast<std::size_t>(last.index);
        if (remove) {
            if (index < node->size())
                node->erase(index);
        } else {
            while (node->size() <= index)
                node->push_back(nullptr);
            (*node)[index] = value;
        }
    } else {
        if (!node->is_object())
            *node = nlohmann::json::object();
        if (remove)
            node->erase(last.key);
        else
            (*node)[last.key] = value;
    }
    prune(m_document);
    revalidate();
    emit changed();
}

std::vector<spec::Violation> DocumentDraft::violationsAt(const std::string& path) const
{
    std::vector<spec::Violation> out;
    for (const auto& v : m_violations) {
        const bool inside = v.path == path
            || (v.path.size() > path.size() && v.path.compare(0, path.size(), path) == 0 && (v.path[path.size()] == '.' || v.path[path.size()] == '['));
        if (inside)
            out.push_back(v);
    }
    return out;
}

void DocumentDraft::setExternalProblem(const std::string& path, const std::string& code, const std::string& message)
{
    if (message.empty())
        m_external.erase(path);
    else
        m_external[path] = { code, message };
    revalidate();
    emit changed();
}

void DocumentDraft::revalidate()
{
    m_violations = judge(m_document);
    for (const auto& [path, problem] : m_external)
        m_violations.push_back({ path, problem.code, spec::Severity::Error, "%1", { problem.message } });
}

} // namespace trainyard::ui
